/* global document, window, fetch, URLSearchParams, TextEncoder, setTimeout */
// What every in-house game page's script shares (docs/demo-game.md): texts from the page's JSON data block, the API
// calls with the launch token (X-Game-Token), the balance, bet sizes, errors, the play button, and the fairness
// panel. A play that got no answer keeps its round id, so the next press retries the same round (the server answers
// it once) instead of betting again. The game's own script calls LiveryGame.start with what it adds.
(function () {
  'use strict';
  var texts = JSON.parse(document.getElementById('game-texts').textContent || '{}');
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var $ = function (id) { return document.getElementById(id); };
  // The game API of the page's vendor (the in-house games' by default).
  var api = (document.getElementById('game') && document.getElementById('game').getAttribute('data-api')) || '/games/livery/api';

  function t(key, values) {
    var node = key.split('.').reduce(function (n, part) { return n && typeof n === 'object' ? n[part] : undefined; }, texts);
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, function (_, name) { return values && values[name] !== undefined ? String(values[name]) : ''; });
  }

  function hex(bytes) {
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }

  function newRoundId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return hex(bytes);
  }

  function call(method, path, body) {
    return fetch(path, {
      method: method,
      headers: Object.assign({ 'X-Game-Token': token, Accept: 'application/json' }, body ? { 'Content-Type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    }).then(function (response) {
      return response.json().catch(function () { return { success: false, code: 'failed' }; });
    }, function () {
      return { success: false, code: 'network' };
    });
  }

  function start(game) {
    var main = $('game');
    var balanceEl = $('balance');
    var resultEl = $('result');
    var lineWinsEl = $('line-wins');
    var betEl = $('bet');
    var playEl = $('play');
    var errorEl = $('error');
    var seedForm = $('seed-form');
    var clientSeedEl = $('client-seed');
    var rotateEl = $('rotate');
    var controls = [betEl, playEl, clientSeedEl, rotateEl].concat(game.controls || []);
    var busy = false;
    var pending = null; // the body of a play that got no answer

    function showError(code) {
      var message = t('errors.' + code);
      errorEl.textContent = code ? (message === 'errors.' + code ? t('errors.failed') : message) : '';
      if (code === 'invalid_game_token') controls.forEach(function (c) { c.disabled = true; });
    }

    function showSeeds(seeds) {
      $('server-seed-hash').textContent = seeds.serverSeedHash;
      $('nonce').textContent = String(seeds.nonce);
      clientSeedEl.value = seeds.clientSeed;
      var previous = $('previous');
      if (!seeds.previous) {
        previous.hidden = true;
        return;
      }
      previous.hidden = false;
      $('previous-server-seed').textContent = seeds.previous.serverSeed;
      $('previous-server-seed-hash').textContent = seeds.previous.serverSeedHash;
      $('previous-client-seed').textContent = seeds.previous.clientSeed;
      $('previous-rounds').textContent = String(seeds.previous.rounds);
      var check = $('previous-check');
      check.textContent = '';
      if (window.crypto && window.crypto.subtle && window.TextEncoder) {
        window.crypto.subtle.digest('SHA-256', new TextEncoder().encode(seeds.previous.serverSeed)).then(function (digest) {
          check.textContent = hex(new Uint8Array(digest)) === seeds.previous.serverSeedHash ? t('fair.verified') : t('fair.notVerified');
        }, function () { /* a convenience: the seeds are on the page to check anywhere */ });
      }
    }

    function showRound(value) {
      balanceEl.textContent = value.balanceText;
      var round = value.round;
      lineWinsEl.textContent = '';
      if (!round.outcome) {
        resultEl.textContent = '';
        return;
      }
      game.showOutcome(round.outcome, value);
      // The round as the bet record lists it: its id, the bet and the win.
      $('round-id').textContent = round.roundId;
      $('round-bet').textContent = value.betText;
      $('round-win').textContent = value.winText;
      $('round').hidden = false;
      resultEl.textContent = game.resultText ? game.resultText(round.outcome, value)
        : round.winAmount > 0 ? t('win', { amount: value.winText }) : game.lossText ? game.lossText(round.outcome) : t('noWin');
      (value.lineWins || []).forEach(function (l) {
        var item = document.createElement('li');
        item.textContent = t('lineWin', { line: l.line + 1, symbol: t('symbols.' + l.symbol), amount: l.amountText });
        lineWinsEl.appendChild(item);
      });
      if (round.fairness) {
        $('nonce').textContent = String(round.fairness.nonce + 1);
        $('last-round').textContent = t('fair.lastRound', { nonce: round.fairness.nonce, result: game.describe(round.outcome) });
      }
    }

    function play() {
      if (busy) return;
      var body = Object.assign({ bet: Number(betEl.value) }, game.params ? game.params() : {});
      // Retry the unanswered play as it was; a new press after an answer is a new round.
      var same = pending && JSON.stringify(Object.assign({}, pending, { roundId: undefined })) === JSON.stringify(Object.assign({}, body, { roundId: undefined }));
      var attempt = same ? pending : Object.assign({ roundId: newRoundId() }, body);
      pending = attempt;
      busy = true;
      playEl.disabled = true;
      playEl.textContent = t(playEl.getAttribute('data-busy-key'));
      main.setAttribute('aria-busy', 'true');
      showError('');
      call('POST', api + '/spin', attempt).then(function (answer) {
        busy = false;
        playEl.disabled = false;
        playEl.textContent = t(playEl.getAttribute('data-idle-key'));
        main.setAttribute('aria-busy', 'false');
        if (answer.code !== 'network') pending = null;
        if (!answer.success) {
          showError(answer.code || 'failed');
          return;
        }
        showRound(answer.value);
      });
    }

    function load() {
      if (!token) {
        showError('invalid_game_token');
        return;
      }
      call('GET', api + '/state').then(function (answer) {
        main.setAttribute('aria-busy', 'false');
        if (!answer.success) {
          showError(answer.code || 'failed');
          if (answer.code === 'network') setTimeout(load, 3000);
          return;
        }
        var value = answer.value;
        balanceEl.textContent = value.balanceText;
        betEl.textContent = '';
        value.betSizes.forEach(function (size, i) {
          var option = document.createElement('option');
          option.value = String(size.amount);
          option.textContent = size.text;
          if (i === 0) option.selected = true;
          betEl.appendChild(option);
        });
        // A vendor wallet too low for the smallest bet: say where the money comes from (play money has no transfer).
        $('funds-hint').hidden = value.wallet === 'MAIN' || value.wallet === 'FUN' || value.balance >= value.betSizes[0].amount;
        if (game.ready) game.ready(value);
        showSeeds(value.seeds);
        controls.forEach(function (c) { c.disabled = false; });
        showError('');
      });
    }

    playEl.addEventListener('click', play);
    seedForm.addEventListener('submit', function (event) {
      event.preventDefault();
      var clientSeed = clientSeedEl.value.trim();
      if (!/^[\x21-\x39\x3B-\x7E]{1,64}$/.test(clientSeed)) {
        clientSeedEl.setAttribute('aria-invalid', 'true');
        showError('invalid_client_seed');
        clientSeedEl.focus();
        return;
      }
      clientSeedEl.removeAttribute('aria-invalid');
      rotateEl.disabled = true;
      call('POST', api + '/rotate', { clientSeed: clientSeed }).then(function (answer) {
        rotateEl.disabled = false;
        if (!answer.success) {
          showError(answer.code || 'failed');
          return;
        }
        showError('');
        showSeeds(answer.value.seeds);
        $('rotated').textContent = t('fair.rotated');
      });
    });
    load();
  }

  window.LiveryGame = { t: t, start: start };
})();
