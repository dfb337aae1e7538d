/* global document, window */
// Lantern Mines' part of the page (docs/demo-game.md): the mine count, the 5x5 tiles, the multiplier and the
// cash-out. The tiles are a grid widget (WAI-ARIA grid pattern): one tab stop, the arrow keys move between tiles
// (roving tabindex; left and right follow the reading direction), Home / End go to the row's ends and Ctrl+Home /
// Ctrl+End to the grid's; Enter or Space reveals. Each reveal is announced in the result line (a polite status)
// with the tile it was. Revealed tiles stay focusable (aria-disabled) so the arrows pass over them. An open round
// is picked up again on reload.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var M = window.LiveryMinis;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var grid = $('tiles');
  var tiles = Array.prototype.slice.call(document.querySelectorAll('.tile'));
  var minesEl = $('mines');
  var cashout = $('cashout');
  var size = 5;
  var open = null;
  var current = 0;
  var lastTile = null;

  function place(i) { return { row: Math.floor(i / size) + 1, column: (i % size) + 1 }; }

  function labelOf(o, i) {
    var safe = o.revealed.indexOf(i) >= 0;
    var mine = !!o.mineTiles && o.mineTiles.indexOf(i) >= 0;
    return t(safe ? 'minis.mines.tileSafe' : o.hit === i ? 'minis.mines.tileHit' : mine ? 'minis.mines.tileMine' : 'minis.mines.tileHidden', place(i));
  }

  /** The roving tab stop: only the current tile is in the tab order. */
  function rove(i, focus) {
    current = i;
    tiles.forEach(function (b, k) { b.tabIndex = k === i ? 0 : -1; });
    if (focus) tiles[i].focus();
  }

  function render(o, value) {
    tiles.forEach(function (b, i) {
      var safe = o.revealed.indexOf(i) >= 0;
      var mine = !!o.mineTiles && o.mineTiles.indexOf(i) >= 0;
      var hit = o.hit === i;
      b.textContent = safe ? '◆' : mine ? '✹' : '';
      b.className = 'tile' + (safe ? ' tile--safe' : '') + (mine ? ' tile--mine' : '') + (hit ? ' tile--hit' : '');
      b.setAttribute('aria-label', labelOf(o, i));
      // Out of play the grid is off; in play a revealed tile is only marked, so the arrows can pass over it.
      b.disabled = o.done;
      if (safe && !o.done) b.setAttribute('aria-disabled', 'true'); else b.removeAttribute('aria-disabled');
    });
    rove(current, false);
    $('times').textContent = M.times(o.times) + '×';
    $('next-times').textContent = o.nextTimes && !o.done ? M.times(o.nextTimes) + '×' : '—';
    cashout.disabled = o.done || o.revealed.length === 0;
    cashout.textContent = !o.done && o.revealed.length > 0 ? t('minis.cashOutAmount', { amount: value.cashOutText }) : t('minis.cashOut');
    open = o.done ? null : value.round.roundId;
    M.setStartEnabled(o.done, [minesEl]);
  }

  function resultText(o, value) {
    var text;
    if (!o.done) text = o.revealed.length === 0 ? t('minis.mines.pick') : t('minis.mines.safe', { count: o.revealed.length, times: M.times(o.times) });
    else if (o.hit !== null) text = t('minis.mines.boom');
    else text = t('minis.cashedOut', { amount: value.winText, times: M.times(o.times) });
    // The tile just revealed comes first, so a screen reader hears what it was and where.
    var tile = lastTile;
    lastTile = null;
    return tile === null ? text : labelOf(o, tile) + '. ' + text;
  }

  function show(value) {
    render(value.round.outcome, value);
    M.showDetails(value, resultText(value.round.outcome, value));
    if (value.round.outcome.done) $('play').focus();
  }

  function reveal(i) {
    if (!open || tiles[i].disabled || tiles[i].getAttribute('aria-disabled') === 'true') return;
    lastTile = i;
    M.send('/move', { roundId: open, action: 'REVEAL', tile: i }, show);
  }

  tiles.forEach(function (b, i) {
    b.addEventListener('click', function () { rove(i, false); reveal(i); });
  });

  grid.addEventListener('keydown', function (event) {
    var i = tiles.indexOf(document.activeElement);
    if (i < 0) return;
    var row = Math.floor(i / size);
    var col = i % size;
    var forward = window.getComputedStyle(grid).direction === 'rtl' ? -1 : 1;
    var next = null;
    switch (event.key) {
      case 'ArrowRight': next = row * size + Math.min(size - 1, Math.max(0, col + forward)); break;
      case 'ArrowLeft': next = row * size + Math.min(size - 1, Math.max(0, col - forward)); break;
      case 'ArrowDown': next = Math.min(size - 1, row + 1) * size + col; break;
      case 'ArrowUp': next = Math.max(0, row - 1) * size + col; break;
      case 'Home': next = event.ctrlKey ? 0 : row * size; break;
      case 'End': next = event.ctrlKey ? tiles.length - 1 : row * size + size - 1; break;
      default: return;
    }
    event.preventDefault();
    rove(next, true);
  });

  cashout.addEventListener('click', function () { if (open) { lastTile = null; M.send('/cashout', { roundId: open }, show); } });

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
      if (!o.done) rove(0, true);
    },
    resultText: resultText,
    describe: function (o) { return t('minis.mines.describe', { mines: o.mines, count: o.revealed.length }); },
  });
})();
