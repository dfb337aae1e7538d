/* global document, window, fetch, URLSearchParams, TextEncoder, setTimeout */
// Lucky Lantern's page script (docs/demo-game.md). Served as a static file so the site's CSP (script-src 'self')
// runs it; no inline script, no other host. Texts come from the page's JSON data block; amounts arrive formatted by
// the server's one money formatter. A spin that got no answer keeps its round id, so the next press retries the
// same round (the server answers it once) instead of betting again.
(function () {
  'use strict';
  var texts = JSON.parse(document.getElementById('game-texts').textContent || '{}');
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var $ = function (id) { return document.getElementById(id); };
  var game = $('game');
  var balanceEl = $('balance');
  var reelsEl = $('reels');
  var resultEl = $('result');
  var lineWinsEl = $('line-wins');
  var betEl = $('bet');
  var spinEl = $('spin');
  var errorEl = $('error');
  var seedForm = $('seed-form');
  var clientSeedEl = $('client-seed');
  var rotateEl = $('rotate');
  var busy = false;
  var pending = null; // { roundId, bet } of a spin that got no answer

  function t(key, values) {
    var node = key.split('.').reduce(function (n, part) { return n && typeof n === 'object' ? n[part] : undefined; }, texts);
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, function (_, name) { return values && values[name] !== undefined ? String(values[name]) : ''; });
  }

  function newRoundId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
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

  function showError(code) {
    errorEl.textContent = code ? t('errors.' + code) === 'errors.' + code ? t('errors.failed') : t('errors.' + code) : '';
    if (code === 'invalid_game_token') {
      spinEl.disabled = true;
      betEl.disabled = true;
      rotateEl.disabled = true;
      clientSeedEl.disabled = true;
    }
  }

  function symbolName(symbol) { return t('symbols.' + symbol); }

  function showGrid(grid, lines) {
    var winning = {};
    var paylines = [[0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 2], [2, 1, 0]];
    (lines || []).forEach(function (l) { paylines[l.line].forEach(function (row, reel) { winning[reel + ':' + row] = true; }); });
    var reels = reelsEl.querySelectorAll('.reel');
    grid.forEach(function (column, reel) {
      var cells = reels[reel].querySelectorAll('.cell');
      column.forEach(function (symbol, row) {
        var cell = cells[row];
        cell.className = 'cell symbol--' + symbol.toLowerCase() + (winning[reel + ':' + row] ? ' cell--win' : '');
        cell.textContent = symbolName(symbol);
        cell.setAttribute('data-symbol', symbol);
      });
    });
    var rowText = function (row) { return grid.map(function (column) { return symbolName(column[row]); }).join(', '); };
    reelsEl.setAttribute('aria-label', t('reelsLabel', { top: rowText(0), middle: rowText(1), bottom: rowText(2) }));
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
        var hex = Array.prototype.map.call(new Uint8Array(digest), function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
        check.textContent = hex === seeds.previous.serverSeedHash ? t('fair.verified') : t('fair.notVerified');
      }, function () { /* the check is a convenience; the seeds are on the page to check elsewhere */ });
    }
  }

  function showRound(value) {
    balanceEl.textContent = value.balanceText;
    var round = value.round;
    if (round.outcome) {
      showGrid(round.outcome.grid, round.outcome.lines);
      resultEl.textContent = round.winAmount > 0 ? t('win', { amount: value.winText }) : t('noWin');
      lineWinsEl.textContent = '';
      (value.lineWins || []).forEach(function (l) {
        var item = document.createElement('li');
        item.textContent = t('lineWin', { line: l.line + 1, symbol: symbolName(l.symbol), amount: l.amountText || '' });
        lineWinsEl.appendChild(item);
      });
    } else {
      resultEl.textContent = '';
    }
    if (round.fairness) {
      $('nonce').textContent = String(round.fairness.nonce + 1);
      $('last-round').textContent = t('fair.lastRound', { nonce: round.fairness.nonce, stops: round.outcome ? round.outcome.stops.join(', ') : '' });
    }
  }

  function spin() {
    if (busy) return;
    var bet = Number(betEl.value);
    // Retry the unanswered spin as it was; a new press after an answer is a new round.
    var attempt = pending && pending.bet === bet ? pending : { roundId: newRoundId(), bet: bet };
    pending = attempt;
    busy = true;
    spinEl.disabled = true;
    spinEl.textContent = t('spinning');
    game.setAttribute('aria-busy', 'true');
    showError('');
    call('POST', '/games/livery/api/spin', attempt).then(function (answer) {
      busy = false;
      spinEl.disabled = false;
      spinEl.textContent = t('spin');
      game.setAttribute('aria-busy', 'false');
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
    call('GET', '/games/livery/api/state').then(function (answer) {
      game.setAttribute('aria-busy', 'false');
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
      reelsEl.setAttribute('aria-label', t('reels'));
      showSeeds(value.seeds);
      betEl.disabled = false;
      spinEl.disabled = false;
      clientSeedEl.disabled = false;
      rotateEl.disabled = false;
      showError('');
    });
  }

  spinEl.addEventListener('click', spin);
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
    call('POST', '/games/livery/api/rotate', { clientSeed: clientSeed }).then(function (answer) {
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
})();
