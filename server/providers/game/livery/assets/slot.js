/* global document, window */
// Lucky Lantern's part of the page (docs/demo-game.md): shows the reels of a round and names them; common.js does
// the rest.
(function () {
  'use strict';
  var t = window.LiveryGame.t;
  var reelsEl = document.getElementById('reels');
  var paylines = [[0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 2], [2, 1, 0]];
  var symbolName = function (symbol) { return t('symbols.' + symbol); };

  window.LiveryGame.start({
    ready: function () { reelsEl.setAttribute('aria-label', t('reels')); },
    showOutcome: function (outcome) {
      var winning = {};
      (outcome.lines || []).forEach(function (l) { paylines[l.line].forEach(function (row, reel) { winning[reel + ':' + row] = true; }); });
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
    },
    describe: function (outcome) { return t('fair.stops', { stops: outcome.stops.join(', ') }); },
  });
})();
