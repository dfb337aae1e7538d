// Locks page scrolling while a modal is open and puts the page back where it was on close (spec P2.8-1).
// The body is pinned with position: fixed, which also stops iOS from scrolling behind the modal; nested locks count.
let locks = 0;
let savedScrollY = 0;
let savedStyle = '';

export function lockScroll(): void {
  locks += 1;
  if (locks > 1) return;
  savedScrollY = window.scrollY;
  const { body } = document;
  savedStyle = body.getAttribute('style') ?? '';
  body.style.position = 'fixed';
  body.style.top = `-${savedScrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  body.style.overflow = 'hidden';
}

export function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0) return;
  const { body } = document;
  if (savedStyle) body.setAttribute('style', savedStyle);
  else body.removeAttribute('style');
  window.scrollTo(0, savedScrollY);
}
