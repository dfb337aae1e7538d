// Kazakh's ұ and Ұ (U+04B1, U+04B0), the two Kazakh letters Inter lacks, from Noto Sans's cyrillic face. Declared as
// one face whose unicode-range is those two letters alone, so the browser fetches the file only for a page that shows
// one and never uses it for anything Inter or a script font draws (the package's own stylesheet would also declare
// its devanagari, greek and vietnamese faces, fetched for any stray ₹ or joiner on the page).
import url from '@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2?url';

if (typeof FontFace !== 'undefined' && typeof document !== 'undefined') {
  document.fonts.add(new FontFace('Noto Sans Variable', `url(${url}) format('woff2')`, { unicodeRange: 'U+04B0-04B1', weight: '100 900', style: 'normal', display: 'swap' }));
}
