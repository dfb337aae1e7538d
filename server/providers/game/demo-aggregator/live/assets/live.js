/* global document, window, fetch, URLSearchParams, setTimeout, setInterval, clearTimeout */
// A shared live table's page (docs/vendors.md, "Live tables"): follows the table's round from the server's clock
// (betting window with its countdown, no more bets, the result), lets the player lay chips on spots and confirm
// them while the window is open (undo and clear before that), shows the history, roads, the player's rounds and
// balance, and keeps the table chat. Announcements go to one polite status region; the chat log is a log region.
(function () {
  'use strict';
  var texts = JSON.parse(document.getElementById('game-texts').textContent || '{}');
  var params = new URLSearchParams(window.location.search);
  var token = params.get('token') || '';
  var hostSeat = params.get('host') || '';
  var $ = function (id) { return document.getElementById(id); };
  var main = $('game');
  var api = main.getAttribute('data-api');
  var kind = main.getAttribute('data-kind');
  var verifyBase = main.getAttribute('data-verify');
  var lang = document.documentElement.lang || 'en';

  function t(key, values) {
    var node = key.split('.').reduce(function (n, part) { return n && typeof n === 'object' ? n[part] : undefined; }, texts);
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, function (_, name) { return values && values[name] !== undefined ? String(values[name]) : ''; });
  }
  function has(key) { return t(key) !== key; }
  function errorText(code) {
    if (has('live.errors.' + code)) return t('live.errors.' + code);
    if (has('errors.' + code)) return t('errors.' + code);
    return t('errors.failed');
  }

  function call(method, path, body) {
    return fetch(api + path, {
      method: method,
      headers: Object.assign({ 'X-Game-Token': token, Accept: 'application/json' }, body ? { 'Content-Type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    }).then(function (response) {
      return response.json().catch(function () { return { success: false, code: 'failed' }; });
    }, function () { return { success: false, code: 'network' }; });
  }

  function randomId() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }

  function spotName(spot) {
    var m = /^(STRAIGHT|TOTAL|FAN)_(\d+)$/.exec(spot);
    if (m) return t('live.picks.' + m[1], { n: m[2] });
    return has('live.picks.' + spot) ? t('live.picks.' + spot) : t('picks.' + spot);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // --- state ------------------------------------------------------------------------------------------------
  var state = null;
  var offset = 0; // server clock minus this clock
  var chip = null;
  var pending = []; // chips laid and not yet confirmed, in order (undo takes the last)
  var shownRound = null;
  var shownPhase = null;
  var announcedResult = null;
  var pollTimer = null;
  var sending = false;
  var spotsKey = '';

  var serverNow = function () { return Date.now() + offset; };
  // Amounts are shown in the platform's one money format (src/engine/money.ts formatMoney, the member's currency
  // and language), which only the server applies: texts come with the state, and the sums of chips laid here are
  // asked of /api/money (cached by amount) and drawn again when they arrive.
  var moneyTexts = {};
  var asking = {};
  function format(amount) {
    if (moneyTexts[amount] !== undefined) return moneyTexts[amount];
    if (!asking[amount]) {
      asking[amount] = true;
      call('GET', '/money?amounts=' + amount).then(function (answer) {
        delete asking[amount];
        if (!answer.success) return;
        answer.value.amounts.forEach(function (a) { moneyTexts[a.amount] = a.text; });
        if (state) renderSpots();
      });
    }
    return '…';
  }
  function learnMoney(list) { (list || []).forEach(function (a) { moneyTexts[a.amount] = a.text; }); }

  function pendingTotal() { return pending.reduce(function (s, p) { return s + p.amount; }, 0); }
  function sumBySpot(list) {
    var by = {};
    list.forEach(function (b) { by[b.spot] = (by[b.spot] || 0) + b.amount; });
    return by;
  }

  function announce(text) { $('announce').textContent = text; }

  // --- rendering ------------------------------------------------------------------------------------------
  function renderChips() {
    var box = $('chips');
    if (box.querySelector('input')) return;
    state.chips.forEach(function (c, i) {
      var label = el('label', 'pick chip');
      var input = document.createElement('input');
      input.type = 'radio';
      input.name = 'chip';
      input.value = String(c.amount);
      input.checked = i === 0;
      input.addEventListener('change', function () { chip = c.amount; });
      label.appendChild(input);
      label.appendChild(document.createTextNode(' ' + c.text));
      box.appendChild(label);
    });
    chip = state.chips[0].amount;
  }

  function renderSpots() {
    var key = state.round.no + ':' + state.spots.map(function (s) { return s.spot + s.times; }).join(',');
    var box = $('spots');
    if (key !== spotsKey) {
      spotsKey = key;
      Array.prototype.slice.call(box.querySelectorAll('button')).forEach(function (b) { b.remove(); });
      state.spots.forEach(function (s) {
        var button = el('button', 'spot');
        button.type = 'button';
        button.setAttribute('data-spot', s.spot);
        var straight = /^STRAIGHT_(\d+)$/.exec(s.spot);
        if (straight) button.className += ' spot--number spot--' + numberColour(Number(straight[1]));
        button.appendChild(el('span', 'spot__name', spotName(s.spot)));
        button.appendChild(document.createTextNode(' '));
        button.appendChild(el('span', 'spot__pays', t('live.pays', { times: s.times })));
        button.appendChild(document.createTextNode(' '));
        button.appendChild(el('span', 'spot__amount', ''));
        button.addEventListener('click', function () { layChip(s.spot); });
        box.appendChild(button);
      });
    }
    var open = state.round.phase === 'betting';
    var placed = sumBySpot(state.placed);
    var laid = sumBySpot(pending);
    Array.prototype.forEach.call(box.querySelectorAll('button'), function (button) {
      var spot = button.getAttribute('data-spot');
      var parts = [];
      if (placed[spot]) parts.push(t('live.onSpot', { amount: format(placed[spot]) }));
      if (laid[spot]) parts.push(t('live.laid', { amount: format(laid[spot]) }));
      button.querySelector('.spot__amount').textContent = parts.join(', ');
      button.setAttribute('aria-disabled', open && !sending ? 'false' : 'true');
      var won = state.result && state.result.winners.indexOf(spot) >= 0;
      button.classList.toggle('spot--won', !!won);
    });
    var total = pendingTotal();
    $('slip').textContent = total > 0 ? t('live.pending', { amount: format(total) }) : '';
    $('undo').disabled = !open || sending || pending.length === 0;
    $('clear').disabled = !open || sending || pending.length === 0;
    $('confirm').disabled = !open || sending || pending.length === 0;
  }

  var reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  function numberColour(n) { return n === 0 ? 'green' : reds.indexOf(n) >= 0 ? 'red' : 'black'; }

  function renderRoad(tableEl, cells, minColumns) {
    var body = tableEl.querySelector('tbody');
    body.textContent = '';
    var columns = minColumns;
    (cells || []).forEach(function (c) { columns = Math.max(columns, c.column + 1); });
    var grid = {};
    (cells || []).forEach(function (c) { grid[c.row + ':' + c.column] = c; });
    for (var row = 0; row < 6; row += 1) {
      var tr = document.createElement('tr');
      for (var col = 0; col < columns; col += 1) {
        var td = document.createElement('td');
        var c = grid[row + ':' + col];
        if (c && c.code) {
          td.appendChild(el('span', 'bead bead--' + c.code, t('live.short.' + c.code))).setAttribute('aria-hidden', 'true');
          var words = t('live.codes.' + c.code) + (c.ties ? ', ' + t('live.ties', { count: c.ties }) : '');
          td.appendChild(el('span', 'visually-hidden', words));
          if (c.ties) td.appendChild(el('span', 'bead__ties', String(c.ties))).setAttribute('aria-hidden', 'true');
        } else if (c && c.ties) {
          td.appendChild(el('span', 'visually-hidden', t('live.ties', { count: c.ties })));
        }
        tr.appendChild(td);
      }
      body.appendChild(tr);
    }
  }

  // The derived roads: red and blue marks drawn by CSS (hidden from screen readers), each cell and each road
  // also said in words (the summary list above them).
  function renderDerived(roads) {
    var list = $('derived-summary');
    list.textContent = '';
    roads.forEach(function (road) {
      var name = t('live.derived.' + road.name);
      var words = road.last
        ? t('live.derived.summary', { road: name, red: road.red, blue: road.blue, last: t('live.derived.marks.' + road.last) })
        : t('live.derived.notStarted', { road: name });
      list.appendChild(el('li', '', words));
      var table = $('road-' + road.name);
      if (!table) return;
      var body = table.querySelector('tbody');
      body.textContent = '';
      var columns = 10;
      road.cells.forEach(function (c) { columns = Math.max(columns, c.column + 1); });
      var grid = {};
      road.cells.forEach(function (c) { grid[c.row + ':' + c.column] = c; });
      for (var row = 0; row < 6; row += 1) {
        var tr = document.createElement('tr');
        for (var col = 0; col < columns; col += 1) {
          var td = document.createElement('td');
          var c = grid[row + ':' + col];
          if (c) {
            td.appendChild(el('span', 'mark mark--' + c.code)).setAttribute('aria-hidden', 'true');
            td.appendChild(el('span', 'visually-hidden', t('live.derived.marks.' + c.code)));
          }
          tr.appendChild(td);
        }
        body.appendChild(tr);
      }
    });
  }

  function renderHistory() {
    var h = state.history;
    if (h.summary) {
      var counts = h.summary.counts;
      var sides = kind === 'baccarat' ? ['B', 'P', 'T'] : ['D', 'G', 'T'];
      var list = sides.map(function (code) { return t('live.codes.' + code) + ' ' + (counts[code] || 0); }).join(', ');
      var text = t('live.summary.rounds', { count: h.summary.rounds, list: list });
      if (h.summary.streak) text += ' ' + t('live.summary.streak', { side: t('live.codes.' + h.summary.streak.code), count: h.summary.streak.length });
      $('road-summary').textContent = text;
      renderRoad($('bead-plate'), h.bead, 10);
      renderRoad($('big-road'), h.big, 10);
      renderDerived(h.derived || []);
    } else {
      $('road-summary').textContent = '';
    }
    var recent = $('recent');
    recent.textContent = '';
    h.recent.forEach(function (r) {
      var li = el('li', '', t('live.roundResult', { round: r.round, result: r.summary }));
      recent.appendChild(li);
    });
    if (h.recent[0]) {
      $('last-seed-label').textContent = t('live.fair.lastSeed', { round: h.recent[0].round });
      $('last-seed').textContent = h.recent[0].seed;
      $('verify-link').href = verifyBase + '&round=' + h.recent[0].round;
    }
  }

  function renderMine() {
    var body = $('mine');
    body.textContent = '';
    state.mine.forEach(function (m) {
      var tr = document.createElement('tr');
      [String(m.round), m.roundId, m.betText, m.winText, t('live.status.' + m.status)].forEach(function (v, i) {
        var td = el('td', '', '');
        if (i === 1) td.appendChild(el('code', '', v));
        else if (i === 0 && m.status === 'closed') {
          // A settled round links to its verify page (its seed is out).
          var link = el('a', '', v);
          link.href = verifyBase + '&round=' + m.round;
          link.setAttribute('aria-label', t('live.verifyRound', { round: m.round }));
          td.appendChild(link);
        } else td.textContent = v;
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    $('mine-empty').hidden = state.mine.length > 0;
  }

  function renderSchedule() {
    var body = $('schedule');
    if (!body || !state.fights) return;
    body.textContent = '';
    state.fights.forEach(function (f, i) {
      var tr = document.createElement('tr');
      var odds = f.spots.map(function (s) { return spotName(s.spot) + ' ' + t('live.pays', { times: s.times }); }).join(', ');
      var when = new Date(f.closesAt - offset).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
      [t('live.schedule.fightNo', { fight: f.fight }) + (i === 0 ? ' ' + t('live.schedule.now') : ''), when, odds].forEach(function (v) { tr.appendChild(el('td', '', v)); });
      body.appendChild(tr);
    });
  }

  function renderHost() {
    var avatar = $('host-avatar');
    if (state.host) {
      avatar.src = state.host.avatarUrl;
      avatar.hidden = false;
      $('host-name').textContent = t('live.host.dealing', { name: state.host.name });
      $('chat-title').textContent = t('live.chat.withHost', { name: state.host.name });
    } else {
      avatar.hidden = true;
      $('host-name').textContent = t('live.host.none');
      $('chat-title').textContent = t('live.chat.title');
    }
  }

  function tick() {
    if (!state) return;
    var r = state.round;
    var now = serverNow();
    var target = r.phase === 'betting' ? r.closesAt : r.phase === 'dealing' ? r.resultAt : r.endsAt;
    var label = r.phase === 'betting' ? 'live.closesIn' : r.phase === 'dealing' ? 'live.resultIn' : 'live.nextIn';
    $('countdown-label').textContent = t(label);
    $('countdown').textContent = t('live.seconds', { seconds: Math.max(0, Math.ceil((target - now) / 1000)) });
    if (now >= target && !sending) schedule(150);
  }

  function myRoundOf(round) { return state.mine.filter(function (m) { return m.round === round; })[0]; }

  function render() {
    var r = state.round;
    main.setAttribute('aria-busy', 'false');
    $('balance').textContent = state.balanceText;
    $('funds-hint').hidden = state.balance >= state.chips[0].amount;
    $('round-label').textContent = t(kind === 'cockfight' ? 'live.fight' : 'live.round', { round: r.no });
    $('phase').textContent = t('live.phase.' + r.phase);
    $('commitment').textContent = r.commitment;
    $('anchor').textContent = r.anchor;
    if (shownRound !== r.no) {
      // A new round: chips not confirmed in time are gone.
      if (shownRound !== null && pending.length > 0) pending = [];
      shownRound = r.no;
    }
    if (shownPhase !== r.no + ':' + r.phase) {
      shownPhase = r.no + ':' + r.phase;
      if (r.phase === 'betting') {
        $('deal').textContent = t('live.placeBets');
        announce(t('live.announce.open', { round: r.no, seconds: Math.max(0, Math.round((r.closesAt - serverNow()) / 1000)) }));
      } else if (r.phase === 'dealing') {
        $('deal').textContent = t(kind === 'cockfight' ? 'live.fighting' : 'live.dealing');
        if (pending.length > 0) pending = [];
        announce(t('live.announce.closed'));
      }
    }
    if (r.phase === 'result' && state.result) {
      $('deal').textContent = state.result.summary;
      var mine = myRoundOf(r.no);
      var key = r.no + ':' + (mine ? mine.status : '');
      if (announcedResult !== key) {
        announcedResult = key;
        if (!mine) announce(t('live.announce.result', { round: r.no, result: state.result.summary }));
        else if (mine.status === 'closed') {
          announce(mine.win > 0 ? t('live.announce.won', { round: r.no, result: state.result.summary, amount: mine.winText })
            : t('live.announce.lost', { round: r.no, result: state.result.summary }));
        } else if (mine.status === 'rolled_back') announce(t('errors.round_rolled_back'));
        else { announce(t('live.announce.result', { round: r.no, result: state.result.summary })); schedule(1500); }
      }
    }
    var l = state.limits;
    $('limits').textContent = t('live.limits', { min: l.minText, max: l.maxText, round: l.roundText });
    renderHost();
    renderChips();
    renderSpots();
    renderHistory();
    renderMine();
    renderSchedule();
    tick();
  }

  function schedule(ms) {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(load, ms);
  }

  function load() {
    pollTimer = null;
    call('GET', '/state' + (hostSeat ? '?host=' + encodeURIComponent(hostSeat) : '')).then(function (answer) {
      if (!answer.success) {
        $('error').textContent = errorText(answer.code);
        schedule(5000);
        return;
      }
      state = answer.value;
      learnMoney(state.chips);
      learnMoney(state.placedAmounts);
      offset = state.serverNow - Date.now();
      render();
      var r = state.round;
      var next = r.phase === 'betting' ? r.closesAt : r.phase === 'dealing' ? r.resultAt : r.endsAt;
      schedule(Math.max(250, Math.min(next - serverNow() + 250, 5000)));
    });
  }

  // --- betting --------------------------------------------------------------------------------------------
  function layChip(spot) {
    if (!state || state.round.phase !== 'betting' || sending) {
      $('error').textContent = errorText('betting_closed');
      return;
    }
    $('error').textContent = '';
    pending.push({ spot: spot, amount: chip });
    renderSpots();
  }

  $('undo').addEventListener('click', function () { pending.pop(); renderSpots(); });
  $('clear').addEventListener('click', function () { pending = []; renderSpots(); });
  $('confirm').addEventListener('click', function () {
    if (!state || pending.length === 0 || sending) return;
    var by = sumBySpot(pending);
    var bets = Object.keys(by).map(function (spot) { return { spot: spot, amount: by[spot] }; });
    var betId = randomId();
    var round = state.round.no;
    sending = true;
    $('error').textContent = '';
    renderSpots();
    var send = function (attempt) {
      return call('POST', '/bet', { round: round, betId: betId, bets: bets }).then(function (answer) {
        // No answer: the same bet again (the aggregator takes it once).
        if (!answer.success && answer.code === 'network' && attempt < 2) return send(attempt + 1);
        return answer;
      });
    };
    send(0).then(function (answer) {
      sending = false;
      if (answer.success) {
        pending = [];
        state.placed = answer.value.placed;
        learnMoney(answer.value.placedAmounts);
        state.balanceText = answer.value.balanceText;
        state.balance = answer.value.balance;
        $('balance').textContent = answer.value.balanceText;
        announce(t('live.accepted', { amount: answer.value.placedText, round: round }));
      } else {
        if (answer.code === 'betting_closed') pending = [];
        $('error').textContent = errorText(answer.code);
      }
      renderSpots();
    });
  });

  // --- chat -----------------------------------------------------------------------------------------------
  var lastChat = 0;
  var chatTimer = null;
  function loadChat() {
    call('GET', '/chat?after=' + lastChat).then(function (answer) {
      if (answer.success) {
        var log = $('chat-log');
        var box = $('chat-box');
        answer.value.messages.forEach(function (m) {
          if (m.id <= lastChat) return;
          lastChat = m.id;
          var li = el('li', m.own ? 'chat--own' : '');
          var when = new Date(m.at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
          li.appendChild(el('span', 'chat__who', (m.own ? t('live.chat.you') : m.name) + ' '));
          li.appendChild(el('span', 'chat__time', when + ' '));
          li.appendChild(el('span', 'chat__body', m.body));
          log.appendChild(li);
          box.scrollTop = box.scrollHeight;
        });
        $('chat-empty').hidden = lastChat > 0;
      }
      chatTimer = setTimeout(loadChat, 3000);
    });
  }
  $('chat-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var input = $('chat-input');
    var text = input.value;
    $('chat-status').textContent = '';
    $('chat-send').disabled = true;
    call('POST', '/chat', { text: text }).then(function (answer) {
      $('chat-send').disabled = false;
      if (!answer.success) {
        $('chat-status').textContent = errorText(answer.code);
        return;
      }
      input.value = '';
      if (answer.value.masked) $('chat-status').textContent = t('live.chat.masked');
      else $('chat-status').textContent = '';
      if (chatTimer) clearTimeout(chatTimer);
      loadChat();
    });
  });

  setInterval(tick, 1000);
  load();
  loadChat();
  if (main.getAttribute('data-view') === 'chat') {
    $('chat').scrollIntoView();
    $('chat-input').focus();
  }
})();
