/* global document, window */
// The demo aggregator's slot board (docs/vendors.md): shows a round's reels (3 or 5), marks the winning lines and
// names every row for screen readers; common.js does the rest.
(function () {
  'use strict';
  var t = window.LiveryGame.t;
  var reelsEl = document.getElementById('reels');
  var symbolName = function (symbol) { return t('symbols.' + symbol); };
  var freeEl = document.createElement('p');
  freeEl.className = 'free-spins';
  reelsEl.parentNode.insertBefore(freeEl, reelsEl.nextSibling);

  window.LiveryGame.start({
    ready: function () { reelsEl.setAttribute('aria-label', t('reels')); },
    showOutcome: function (outcome) {
      var winning = {};
      (outcome.paylines || []).forEach(function (rows) { rows.forEach(function (row, reel) { winning[reel + ':' + row] = true; }); });
      var reels = reelsEl.querySelectorAll('.reel');
      outcome.grid.forEach(function (column, reel) {
        var cells = reels[reel].querySelectorAll('.cell');
        column.forEach(function (symbol, row) {
          var cell = cells[row];
          cell.className = 'cell symbol--' + symbol.toLowerCase() + (winning[reel + ':' + row] ? ' cell--win' : '');
          cell.textContent = symbolName(symbol);
        });
      });
      var rowText = function (row) { return outcome.grid.map(function (column) { return symbolName(column[row]); }).join(', '); };
      reelsEl.setAttribute('aria-label', t('reelsLabel', { top: rowText(0), middle: rowText(1), bottom: rowText(2) }));
      freeEl.textContent = outcome.freeSpins > 0 ? t('freeSpinsWon', { count: outcome.freeSpins, amount: outcome.freeWinText }) : '';
      // A progressive jackpot this spin won (jackpot.js shows the pools): said once, then the pools are read again.
      var wonEl = document.getElementById('jackpot-won');
      var jackpot = outcome.jackpot;
      if (wonEl) wonEl.textContent = jackpot && jackpot.amount > 0 ? t('jackpots.won', { tier: t('jackpots.' + jackpot.tier), amount: outcome.jackpotText }) : '';
      if (jackpot && jackpot.amount > 0 && window.LiveryJackpots) window.LiveryJackpots.refresh();
    },
    describe: function (outcome) { return t('fair.stops', { stops: outcome.stops.join(', ') }); },
  });
})();
