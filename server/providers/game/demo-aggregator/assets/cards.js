/* global document, window, fetch, URLSearchParams */
// A card table of the hall (docs/vendors.md): deals through the shared game script (common.js: bet, deal button,
// round, fairness), shows the dealer's, the player's and the seated bots' hands in words, and at blackjack sends
// hit, stand and double for the open hand. An open hand is picked up again when the page is reloaded.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var main = $('game');
  var api = main.getAttribute('data-api');
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var game = $('table').getAttribute('data-game');
  var actions = ['hit', 'stand', 'double'].map($).filter(Boolean);
  var open = null; // the round id of an open blackjack hand
  var ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var suits = ['♠', '♥', '♦', '♣'];

  function cards(list) { return list.map(function (c) { return ranks[c % 13] + suits[Math.floor(c / 13)]; }).join(' '); }
  function bull(n) { return n === 10 ? t('cards.bullBull') : n === 0 ? t('cards.noBull') : t('cards.bull', { n: n }); }
  function hand(list, score) { return t('cards.hand', { cards: cards(list), score: score }); }

  function render(o) {
    if (game === 'niuNiu') {
      $('dealer-hand').textContent = hand(o.banker, bull(o.bankerBull));
      $('player-hand').textContent = hand(o.player, bull(o.playerBull));
    } else if (game === 'samGong') {
      $('dealer-hand').textContent = hand(o.dealer, o.dealerScore);
      $('player-hand').textContent = hand(o.player, o.playerScore);
    } else {
      $('dealer-hand').textContent = o.done ? hand(o.dealer, o.dealerTotal) : t('cards.upCard', { cards: cards(o.dealer) });
      $('player-hand').textContent = hand(o.player, o.playerTotal) + (o.doubled ? ' · ' + t('cards.doubled') : '');
    }
    var bots = $('bots');
    bots.textContent = '';
    (o.seats || []).forEach(function (name, i) {
      var item = document.createElement('li');
      var bot = o.bots && o.bots[i];
      item.textContent = bot ? t('cards.botHand', { name: name, cards: cards(bot.cards), result: t('cards.botResults.' + bot.result) }) : t('cards.botWaiting', { name: name });
      bots.appendChild(item);
    });
    open = o.done ? null : open;
    actions.forEach(function (b) { b.disabled = o.done || (b.id === 'double' && !o.canDouble); });
    $('play').disabled = !o.done;
    $('bet').disabled = !o.done;
  }

  function resultText(o, value) {
    if (!o.done) return t('cards.yourTurn', { total: o.playerTotal });
    if (o.result === 'blackjack') return t('cards.blackjack', { amount: value.winText });
    if (o.result === 'bust') return t('cards.bust');
    if (o.won || o.result === 'win') return t('cards.won', { amount: value.winText });
    if (o.push || o.result === 'push') return t('cards.push', { amount: value.winText });
    return t('cards.lost');
  }

  function act(action) {
    if (!open) return;
    actions.forEach(function (b) { b.disabled = true; });
    main.setAttribute('aria-busy', 'true');
    fetch(api + '/act', {
      method: 'POST',
      headers: { 'X-Game-Token': token, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ roundId: open, action: action }),
      credentials: 'omit',
    }).then(function (r) { return r.json(); }, function () { return { success: false, code: 'network' }; }).then(function (answer) {
      main.setAttribute('aria-busy', 'false');
      if (!answer.success) {
        var message = t('errors.' + answer.code);
        $('error').textContent = message === 'errors.' + answer.code ? t('errors.failed') : message;
        actions.forEach(function (b) { b.disabled = false; });
        return;
      }
      $('error').textContent = '';
      var value = answer.value;
      var o = value.round.outcome;
      render(o);
      $('balance').textContent = value.balanceText;
      $('round-bet').textContent = value.betText;
      $('round-win').textContent = value.winText;
      $('result').textContent = resultText(o, value);
    });
  }
  actions.forEach(function (b) { b.addEventListener('click', function () { act(b.id); }); });

  G.start({
    ready: function (value) {
      if (!value.open) return;
      open = value.open.roundId;
      render(value.open.hand);
      $('round-id').textContent = value.open.roundId;
      $('round-bet').textContent = value.open.betText;
      $('round-win').textContent = '—';
      $('round').hidden = false;
      $('result').textContent = resultText(value.open.hand, value);
      // common.js enables its controls after ready: keep the deal closed while a hand is open.
      window.setTimeout(function () { render(value.open.hand); }, 0);
    },
    showOutcome: function (o, value) {
      open = o.done ? null : value.round.roundId;
      render(o);
    },
    resultText: resultText,
    describe: function (o) {
      return game === 'niuNiu' ? t('cards.summary', { player: cards(o.player), dealer: cards(o.banker) })
        : t('cards.summary', { player: cards(o.player), dealer: cards(o.dealer) });
    },
  });
})();
