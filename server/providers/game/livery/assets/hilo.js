/* global document, window */
// Lantern Hi-Lo's part of the page (docs/demo-game.md): the card shown (an image named by its rank and suit), the
// cards so far, the guesses with the multiplier each would bring, skip and cash-out. An open round is picked up
// again on reload.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var M = window.LiveryMinis;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var cardEl = $('card');
  var moves = Array.prototype.slice.call(document.querySelectorAll('.guess'));
  var cashout = $('cashout');
  var ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var suits = ['♣', '♦', '♥', '♠'];
  var open = null;

  function short(c) { return ranks[c % 13] + suits[Math.floor(c / 13)]; }
  function named(c) { return t('minis.hilo.cardName', { rank: t('minis.hilo.ranks.r' + ((c % 13) + 1)), suit: t('minis.hilo.suits.s' + Math.floor(c / 13)) }); }

  function render(o, value) {
    cardEl.textContent = short(o.card);
    cardEl.className = 'playing-card' + (Math.floor(o.card / 13) % 3 === 0 ? '' : ' playing-card--red');
    cardEl.setAttribute('aria-label', named(o.card));
    var history = $('history');
    history.textContent = '';
    o.moves.forEach(function (m) {
      var item = document.createElement('li');
      item.textContent = t('minis.hilo.step', { move: m.move === 'SKIP' ? t('minis.hilo.skip') : t('minis.hilo.guesses.' + m.move), card: named(m.card), result: m.move === 'SKIP' ? '' : m.right ? t('minis.hilo.right') : t('minis.hilo.wrong') });
      history.appendChild(item);
    });
    moves.forEach(function (b) {
      var move = b.getAttribute('data-move');
      var next = o.next ? o.next[move] : null;
      var span = b.querySelector('.guess__times');
      if (span) span.textContent = next ? '(' + M.times(next) + '×)' : '';
      b.disabled = o.done || (move !== 'SKIP' && !next);
    });
    $('times').textContent = M.times(o.times) + '×';
    cashout.disabled = o.done || o.rightGuesses === 0;
    cashout.textContent = !o.done && o.rightGuesses > 0 ? t('minis.cashOutAmount', { amount: value.cashOutText }) : t('minis.cashOut');
    open = o.done ? null : value.round.roundId;
    M.setStartEnabled(o.done);
  }

  function resultText(o, value) {
    if (!o.done) return t('minis.hilo.onCard', { card: named(o.card) });
    if (!o.cashedOut) return t('minis.hilo.lost', { card: named(o.card) });
    return t('minis.cashedOut', { amount: value.winText, times: M.times(o.times) });
  }

  function show(value) {
    render(value.round.outcome, value);
    M.showDetails(value, resultText(value.round.outcome, value));
    if (value.round.outcome.done) $('play').focus();
  }

  moves.forEach(function (b) {
    b.addEventListener('click', function () { if (open) M.send('/move', { roundId: open, action: b.getAttribute('data-move') }, show); });
  });
  cashout.addEventListener('click', function () { if (open) M.send('/cashout', { roundId: open }, show); });

  G.start({
    ready: function (value) {
      cardEl.setAttribute('aria-label', t('minis.hilo.noCard'));
      if (value.open) window.setTimeout(function () { show(value.open); }, 0);
    },
    showOutcome: function (o, value) {
      render(o, value);
      if (!o.done) { var first = moves.filter(function (b) { return !b.disabled; })[0]; if (first) first.focus(); }
    },
    resultText: resultText,
    describe: function (o) { return t('minis.hilo.describe', { card: named(o.card), count: o.rightGuesses }); },
  });
})();
