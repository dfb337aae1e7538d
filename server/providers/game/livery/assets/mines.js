/* global document, window */
// Lantern Mines' part of the page (docs/demo-game.md): the mine count, the 5x5 tiles (buttons, each named by its
// row, column and what it shows), the multiplier and the cash-out. An open round is picked up again on reload.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var M = window.LiveryMinis;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var tiles = Array.prototype.slice.call(document.querySelectorAll('.tile'));
  var minesEl = $('mines');
  var cashout = $('cashout');
  var open = null;

  function place(i) { return { row: Math.floor(i / 5) + 1, column: (i % 5) + 1 }; }

  function render(o, value) {
    tiles.forEach(function (b, i) {
      var safe = o.revealed.indexOf(i) >= 0;
      var mine = !!o.mineTiles && o.mineTiles.indexOf(i) >= 0;
      var hit = o.hit === i;
      b.textContent = safe ? '◆' : mine ? '✹' : '';
      b.className = 'tile' + (safe ? ' tile--safe' : '') + (mine ? ' tile--mine' : '') + (hit ? ' tile--hit' : '');
      b.setAttribute('aria-label', t(safe ? 'minis.mines.tileSafe' : hit ? 'minis.mines.tileHit' : mine ? 'minis.mines.tileMine' : 'minis.mines.tileHidden', place(i)));
      b.disabled = o.done || safe;
    });
    $('times').textContent = M.times(o.times) + '×';
    $('next-times').textContent = o.nextTimes && !o.done ? M.times(o.nextTimes) + '×' : '—';
    cashout.disabled = o.done || o.revealed.length === 0;
    cashout.textContent = !o.done && o.revealed.length > 0 ? t('minis.cashOutAmount', { amount: value.cashOutText }) : t('minis.cashOut');
    open = o.done ? null : value.round.roundId;
    M.setStartEnabled(o.done, [minesEl]);
  }

  function resultText(o, value) {
    if (!o.done) return o.revealed.length === 0 ? t('minis.mines.pick') : t('minis.mines.safe', { count: o.revealed.length, times: M.times(o.times) });
    if (o.hit !== null) return t('minis.mines.boom');
    return t('minis.cashedOut', { amount: value.winText, times: M.times(o.times) });
  }

  function show(value) {
    render(value.round.outcome, value);
    M.showDetails(value, resultText(value.round.outcome, value));
    if (value.round.outcome.done) $('play').focus();
  }

  tiles.forEach(function (b, i) {
    b.addEventListener('click', function () {
      if (open) M.send('/move', { roundId: open, action: 'REVEAL', tile: i }, show);
    });
  });
  cashout.addEventListener('click', function () { if (open) M.send('/cashout', { roundId: open }, show); });

  G.start({
    controls: [minesEl],
    params: function () { return { mines: Number(minesEl.value) }; },
    ready: function (value) {
      if (!value.open) return;
      minesEl.value = String(value.open.round.outcome.mines);
      // common.js enables its controls after ready: the open round then closes the start again.
      window.setTimeout(function () { show(value.open); }, 0);
    },
    showOutcome: function (o, value) {
      render(o, value);
      if (!o.done) { var first = tiles[0]; if (first) first.focus(); }
    },
    resultText: resultText,
    describe: function (o) { return t('minis.mines.describe', { mines: o.mines, count: o.revealed.length }); },
  });
})();
