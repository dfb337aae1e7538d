/* global document, window, fetch, URLSearchParams */
// What the mini games' scripts share (docs/demo-game.md): their API calls beyond the start (a move, a cash-out),
// multipliers as text, and the round's details and result after a move. common.js does the start, balance, bet
// sizes and seeds.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var main = $('game');
  var api = main.getAttribute('data-api');
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var busy = false;

  /** Ten-thousandths of the bet as text: 10104 -> "1.0104", 20000 -> "2.00". */
  function times(value, scale) {
    var s = (value / (scale || 10000)).toFixed(scale === 100 ? 2 : 4);
    return s.replace(/(\.\d\d\d*?)0+$/, '$1');
  }

  function showError(code) {
    var message = code ? t('errors.' + code) : '';
    $('error').textContent = code ? (message === 'errors.' + code ? t('errors.failed') : message) : '';
  }

  /** The round's id, bet and win as the bet record lists them, the balance and the result. */
  function showDetails(value, resultText) {
    $('balance').textContent = value.balanceText;
    $('round-id').textContent = value.round.roundId;
    $('round-bet').textContent = value.betText;
    $('round-win').textContent = value.winText;
    $('round').hidden = false;
    $('result').textContent = resultText;
  }

  /**
   * A move or cash-out of the open round; onAnswer gets the answer's value. One at a time: a call made while one is
   * on its way goes next (a cash-out pressed during Crash's check); if the round ended meanwhile it is not an error.
   */
  var queued = null;
  function send(path, body, onAnswer, wasQueued) {
    if (busy) {
      queued = [path, body, onAnswer];
      return;
    }
    busy = true;
    main.setAttribute('aria-busy', 'true');
    fetch(api + path, {
      method: 'POST',
      headers: { 'X-Game-Token': token, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(function (r) { return r.json(); }, function () { return { success: false, code: 'network' }; }).then(function (answer) {
      busy = false;
      main.setAttribute('aria-busy', 'false');
      var next = queued;
      queued = null;
      if (!answer || !answer.success) {
        if (!(wasQueued && answer && answer.code === 'round_over')) showError((answer && answer.code) || 'failed');
      } else {
        showError('');
        onAnswer(answer.value);
      }
      if (next) send(next[0], next[1], next[2], true);
    });
  }

  /** Enables or disables the start: the bet, the play button and the game's own setup controls. */
  function setStartEnabled(enabled, extra) {
    [$('play'), $('bet')].concat(extra || []).forEach(function (c) { c.disabled = !enabled; });
  }

  window.LiveryMinis = { times: times, send: send, showDetails: showDetails, showError: showError, setStartEnabled: setStartEnabled };
})();
