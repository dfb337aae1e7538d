/* global document, window, Element */
// The game window's Close (docs/phones.md): the window the site opened for the game closes; a game page reached any
// other way (a link, a home-screen app that opened it in place) cannot close itself, so it goes back to the site.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('[data-game-close]') : null;
  if (!link) return;
  event.preventDefault();
  window.close();
  // Still open after a moment: the browser refused, follow the link.
  window.setTimeout(() => { window.location.href = link.getAttribute('href') || '/'; }, 300);
});
