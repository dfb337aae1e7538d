/* global document, window, fetch, URLSearchParams, setTimeout, setInterval, clearTimeout */
// The demo sportsbook's page (docs/vendors.md "The sportsbook"): lists the book from GET /state (refreshed every
// 20 s: odds move, matches close at kick-off, bets settle), keeps the bet slip, asks POST /quote for the potential
// return and for odds that moved, and places bets with POST /bets. A bet that got no answer keeps its round id, so
// pressing Place bet again retries the same bet (the aggregator places it once). Odds buttons are toggle buttons
// (aria-pressed); the balance, the return and the outcome of a placement are live regions.
(function () {
  'use strict';
  var texts = JSON.parse(document.getElementById('sportsbook-texts').textContent || '{}');
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var $ = function (id) { return document.getElementById(id); };
  var main = $('book');
  var api = main.getAttribute('data-api');
  var verifyBase = main.getAttribute('data-verify');
  var lang = main.getAttribute('data-lang') || 'en';
  // The Intl locale of the language with Latin digits: the separators a typed stake is read with.
  var numberLocale = main.getAttribute('data-number-locale') || 'en';
  var timeFormat = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });

  var state = null;
  var shownBook = ''; // the listing last drawn: a refresh redraws only what changed
  var league = null; // the league shown (one at a time: a book of every league is too long to read)
  var openRounds = null; // round ids of the open bets at the last refresh: a bet leaving them is announced
  var clockSkew = 0;
  var slip = []; // { eventId, marketId, selection, odds, label, eventName }
  var pending = []; // bodies of placements that got no answer, retried as they were
  var busy = false;
  var quoteTimer = null;
  var quoteSeq = 0;

  function t(key, values) {
    var node = key.split('.').reduce(function (n, part) { return n && typeof n === 'object' ? n[part] : undefined; }, texts);
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, function (_, name) { return values && values[name] !== undefined ? String(values[name]) : ''; });
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'className') node.className = attrs[k];
      else if (attrs[k] !== undefined && attrs[k] !== null && attrs[k] !== false) node.setAttribute(k, attrs[k] === true ? '' : attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return node;
  }

  function call(method, path, body) {
    return fetch(api + path, {
      method: method,
      headers: Object.assign({ 'X-Game-Token': token, Accept: 'application/json' }, body ? { 'Content-Type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    }).then(function (r) { return r.json().catch(function () { return { success: false, code: 'failed' }; }); },
      function () { return { success: false, code: 'network' }; });
  }

  function newRoundId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
  }

  var oddsText = function (odds) { return (odds / 100).toFixed(2); };
  var lineText = function (line) { return line > 0 ? '+' + line : String(line); };
  var minutesTo = function (iso) { return (new Date(iso).getTime() - (Date.now() + clockSkew)) / 60000; };
  var when = function (iso) { return timeFormat.format(new Date(iso)); };

  function eventName(e) {
    return e.kind === 'cup' ? t('cupOf', { league: t('leagues.' + e.league) }) : t('versus', { home: e.home, away: e.away });
  }

  function marketName(marketId) {
    var kind = marketId.split(':')[0];
    var line = marketId.split(':')[1];
    return t('markets.' + kind) + (kind === 'AH' || kind === 'OU' ? ' ' + line : '');
  }

  /** The words of a selection: a team (with its handicap), the draw, over or under a line, a cup's team. */
  function selectionName(e, marketId, selection) {
    var parts = marketId.split(':');
    var line = parts[1] === undefined ? 0 : Number(parts[1]);
    if (parts[0] === 'OUTRIGHT') return e.teams ? e.teams[Number(selection.slice(1))] : selection;
    if (parts[0] === 'OU') return t(selection === 'OVER' ? 'over' : 'under', { line: line });
    if (selection === 'DRAW') return t('draw');
    var team = selection === 'HOME' ? e.home : e.away;
    if (parts[0] === 'AH') return team + ' ' + lineText(selection === 'HOME' ? line : -line);
    return team;
  }

  function resultWords(e) {
    if (!e.result) return '';
    if (e.result.kind === 'abandoned') return t('abandoned');
    if (e.result.kind === 'cup') return t('winner', { team: e.teams[e.result.winner] });
    return t('score', { home: e.home, away: e.away, homeScore: e.result.home, awayScore: e.result.away });
  }

  function verifyLink(e) {
    return el('a', { href: verifyBase + '&event=' + encodeURIComponent(e.id), text: t('verify') });
  }

  // ---- the book -------------------------------------------------------------------------------------------------

  var inSlip = function (eventId, marketId, selection) {
    return slip.some(function (l) { return l.eventId === eventId && l.marketId === marketId && l.selection === selection; });
  };

  function toggle(e, market, price) {
    var at = -1;
    slip.forEach(function (l, i) { if (l.eventId === e.id) at = i; });
    var same = at >= 0 && slip[at].marketId === market.id && slip[at].selection === price.selection;
    // One selection per event: a second of the same event replaces the first (a parlay may not hold both).
    if (at >= 0) slip.splice(at, 1);
    if (!same) {
      slip.push({
        eventId: e.id, marketId: market.id, selection: price.selection, odds: price.odds,
        label: selectionName(e, market.id, price.selection), market: marketName(market.id), eventName: eventName(e),
      });
    }
    $('slip-done').textContent = '';
    renderBook();
    renderSlip();
    quote();
  }

  function marketGroup(e, market) {
    var group = el('div', { className: 'market', role: 'group', 'aria-label': eventName(e) + ': ' + marketName(market.id) }, [
      el('p', { className: 'market__name', 'aria-hidden': 'true', text: marketName(market.id) }),
    ]);
    var buttons = el('div', { className: 'market__prices' });
    market.prices.forEach(function (p) {
      var name = selectionName(e, market.id, p.selection);
      var pressed = inSlip(e.id, market.id, p.selection);
      var button = el('button', {
        type: 'button', className: 'price', 'aria-pressed': pressed ? 'true' : 'false', 'data-event': e.id, 'data-market': market.id, 'data-selection': p.selection,
      }, [el('span', { className: 'price__name', text: name }), ' ', el('span', { className: 'price__odds', text: oddsText(p.odds) })]);
      button.addEventListener('click', function () { toggle(e, market, p); });
      buttons.appendChild(button);
    });
    group.appendChild(buttons);
    return group;
  }

  function renderLeagueChooser() {
    var select = $('league');
    var ids = state.leagues.map(function (l) { return l.id; });
    if (league === null || ids.indexOf(league) < 0) league = ids[0];
    if (select.options.length !== ids.length) {
      select.textContent = '';
      state.leagues.forEach(function (l) {
        select.appendChild(el('option', { value: l.id, text: t('leagues.' + l.id) + ' · ' + t('sports.' + l.sport) }));
      });
    }
    select.value = league;
  }

  function renderBook() {
    renderLeagueChooser();
    var focused = document.activeElement && document.activeElement.getAttribute('data-event')
      ? [document.activeElement.getAttribute('data-event'), document.activeElement.getAttribute('data-market'), document.activeElement.getAttribute('data-selection')] : null;
    var root = $('leagues');
    root.textContent = '';
    state.leagues.filter(function (l) { return l.id === league; }).forEach(function (league) {
      var id = 'league-' + league.id;
      var box = el('section', { className: 'league', 'aria-labelledby': id }, [
        el('h3', { id: id }, [t('leagues.' + league.id), el('span', { className: 'league__sport', text: ' · ' + t('sports.' + league.sport) })]),
      ]);
      league.fixtures.forEach(function (f) {
        var minutes = minutesTo(f.closesAt);
        var titleId = 'fixture-' + f.id.replace('.', '-');
        var article = el('article', { className: 'fixture', 'aria-labelledby': titleId }, [
          el('h4', { id: titleId, text: eventName(f) }),
          el('p', { className: 'fixture__time' }, [
            el('time', { datetime: f.closesAt, text: t('kickoff', { time: when(f.closesAt) }) }),
            ' (' + (minutes < 1 ? t('startsSoon') : t('startsIn', { minutes: Math.floor(minutes) })) + ')',
          ]),
          el('p', { className: 'fixture__hash', text: t('commitment', { hash: f.commitment.slice(0, 16) + '…' }), title: f.commitment }),
        ]);
        if (!f.markets.length) article.appendChild(el('p', { text: t('noMarkets') }));
        f.markets.forEach(function (m) { article.appendChild(marketGroup(f, m)); });
        box.appendChild(article);
      });
      var cup = league.cup;
      var details = el('details', { className: 'cup' }, [
        el('summary', { text: t('cupOf', { league: t('leagues.' + league.id) }) + ' · ' + t('markets.OUTRIGHT') }),
        el('p', { className: 'fixture__time', text: t('cupCloses', { time: when(cup.closesAt), end: when(cup.resultAt) }) }),
      ]);
      if (slip.some(function (l) { return l.eventId === cup.id; })) details.open = true;
      cup.markets.forEach(function (m) { details.appendChild(marketGroup(cup, m)); });
      box.appendChild(details);
      root.appendChild(box);
    });
    if (focused) {
      var again = root.querySelector('[data-event="' + focused[0] + '"][data-market="' + focused[1] + '"][data-selection="' + focused[2] + '"]');
      if (again) again.focus();
    }
  }

  // ---- the slip -------------------------------------------------------------------------------------------------

  function mode() {
    var checked = document.querySelector('input[name="mode"]:checked');
    return slip.length > 1 && checked ? checked.value : 'parlay';
  }

  // What the stake field can say is wrong with it (the engine's keys from money-input.js), as this page's error keys.
  var stakeErrors = {
    required: 'stake_required', 'amount.invalid': 'stake_invalid', 'amount.ambiguous': 'stake_invalid', 'amount.tooManyDecimals': 'stake_too_many_decimals',
    'amount.wholeOnly': 'stake_whole_only', 'amount.tooLarge': 'stake_too_large',
  };

  /** The stake typed, read by the site's money-input rule: { ok, minorUnits } or { ok: false, code, values }. */
  function stakeInput() {
    if (!state) return { ok: false, code: 'stake_required', values: {} };
    var parsed = window.LiveryMoney.parseMoneyInput($('stake').value, state.currency, numberLocale);
    $('stake').setAttribute('aria-invalid', parsed.ok || parsed.error.key === 'required' ? 'false' : 'true');
    // stake_invalid shows an amount as this language writes it (10 or 1.250,50).
    var values = Object.assign({ example: window.LiveryMoney.amountExample(state.currency, numberLocale) }, parsed.error && parsed.error.values);
    return parsed.ok ? parsed : { ok: false, code: stakeErrors[parsed.error.key] || 'stake_invalid', values: values };
  }

  function showError(code, legs, values) {
    var limits = state ? state.limits : {};
    $('slip-error').textContent = code ? t('errors.' + code, Object.assign({ min: limits.minStakeText, max: limits.maxStakeText, payout: limits.maxPayoutText }, values || {})) : '';
    $('accept-odds').hidden = code !== 'odds_changed';
    if (code === 'odds_changed' && legs) {
      slip.forEach(function (l) {
        var now = legs.filter(function (c) { return c.eventId === l.eventId && c.marketId === l.marketId && c.selection === l.selection; })[0];
        l.newOdds = now && now.odds !== l.odds ? now.odds : undefined;
      });
      renderSlip();
    }
  }

  function renderSlip() {
    var list = $('slip-legs');
    list.textContent = '';
    $('slip-empty').hidden = slip.length > 0;
    $('slip-mode').hidden = slip.length < 2;
    slip.forEach(function (l, i) {
      var odds = l.newOdds !== undefined
        ? el('span', { className: 'leg__odds leg__odds--changed' }, [el('del', { text: oddsText(l.odds) }), ' ', el('ins', { text: oddsText(l.newOdds) })])
        : el('span', { className: 'leg__odds', text: oddsText(l.odds) });
      var remove = el('button', { type: 'button', className: 'leg__remove', 'aria-label': t('slip.remove', { selection: l.label }), text: '×' });
      remove.addEventListener('click', function () {
        slip.splice(i, 1);
        renderSlip();
        renderBook();
        quote();
        (slip.length ? list.querySelector('.leg__remove') : $('stake')).focus();
      });
      list.appendChild(el('li', { className: 'leg' }, [
        el('span', { className: 'leg__event', text: l.eventName }),
        el('span', { className: 'leg__pick', text: l.market + ': ' + l.label }),
        odds, remove,
      ]));
    });
    $('place').disabled = busy || slip.length === 0;
  }

  function totalOddsOf(legs) {
    return legs.reduce(function (p, l) { return p * l.odds / 100; }, 1);
  }

  /** Asks the book for the slip's potential return at the odds now (debounced); shows moved odds and refusals. */
  function quote() {
    if (quoteTimer) clearTimeout(quoteTimer);
    quoteTimer = setTimeout(function () {
      var stake = stakeInput();
      if (!slip.length) {
        $('slip-odds').textContent = '–';
        $('slip-return').textContent = '–';
        showError('');
        return;
      }
      var legs = slip.map(function (l) { return { eventId: l.eventId, marketId: l.marketId, selection: l.selection, odds: l.odds }; });
      var singles = mode() === 'singles';
      $('slip-odds').textContent = singles ? legs.map(function (l) { return oddsText(l.odds); }).join(', ') : totalOddsOf(legs).toFixed(2);
      if (!stake.ok) {
        $('slip-return').textContent = '–';
        // An empty field is not an error yet (Place bet says so); a malformed stake is said as it is typed.
        showError(stake.code === 'stake_required' ? '' : stake.code, null, stake.values);
        return;
      }
      var seq = ++quoteSeq;
      var asks = singles ? legs.map(function (l) { return call('POST', '/quote', { stake: stake.minorUnits, legs: [l] }); }) : [call('POST', '/quote', { stake: stake.minorUnits, legs: legs })];
      Promise.all(asks).then(function (answers) {
        if (seq !== quoteSeq) return;
        var refused = answers.filter(function (a) { return !a.success || !a.value.ok; })[0];
        if (refused) {
          $('slip-return').textContent = '–';
          showError(refused.success ? refused.value.code : refused.code, refused.success ? singles ? answers.reduce(function (all, a) { return all.concat(a.value.legs || []); }, []) : refused.value.legs : null);
          return;
        }
        showError('');
        $('slip-return').textContent = answers.map(function (a) { return a.value.potentialReturnText; }).join(', ');
      });
    }, 250);
  }

  function acceptOdds() {
    slip.forEach(function (l) { if (l.newOdds !== undefined) { l.odds = l.newOdds; l.newOdds = undefined; } });
    pending = [];
    renderSlip();
    showError('');
    quote();
    $('place').focus();
  }

  function place() {
    if (busy || !slip.length) return;
    var typed = stakeInput();
    if (!typed.ok) { showError(typed.code, null, typed.values); $('stake').focus(); return; }
    var stake = typed.minorUnits;
    var legs = slip.map(function (l) { return { eventId: l.eventId, marketId: l.marketId, selection: l.selection, odds: l.odds }; });
    var bodies = pending.length ? pending : (mode() === 'singles' ? legs.map(function (l) { return [l]; }) : [legs])
      .map(function (ls) { return { roundId: newRoundId(), stake: stake, legs: ls }; });
    busy = true;
    // A quote still on its way was asked for the slip before this press: its answer (moved odds) must not come back
    // over the placed bet and offer to accept odds for a slip that is already gone.
    if (quoteTimer) clearTimeout(quoteTimer);
    quoteSeq++;
    main.setAttribute('aria-busy', 'true');
    $('place').textContent = t('slip.placing');
    $('place').disabled = true;
    showError('');
    var placed = [];
    var failure = null;
    bodies.reduce(function (chain, body) {
      return chain.then(function () {
        if (failure) return undefined;
        return call('POST', '/bets', body).then(function (answer) {
          if (answer.success) {
            placed.push(answer.value.bet.roundId);
            setBalance(answer.value.balanceText);
          } else {
            failure = answer;
          }
        });
      });
    }, Promise.resolve()).then(function () {
      busy = false;
      main.setAttribute('aria-busy', 'false');
      $('place').textContent = t('slip.place');
      // A lost answer keeps the unplaced bets as they were, so the next press retries the same round ids.
      pending = failure && failure.code === 'network' ? bodies.slice(placed.length) : [];
      if (placed.length) {
        var placedLegs = mode() === 'singles' ? placed.length : slip.length;
        slip = failure ? slip.slice(placedLegs) : [];
        $('slip-done').textContent = placed.map(function (r) { return t('slip.placed', { round: r }); }).join(' ');
      }
      if (failure) showError(failure.code, failure.legs);
      renderSlip();
      refresh();
    });
  }

  // ---- bets and results -----------------------------------------------------------------------------------------

  function betsTable(bets, settled) {
    if (!bets.length) return el('p', { text: t('noBets') });
    var head = el('tr', {}, ['round', 'type', 'selections', 'stake', 'odds', 'return', 'status'].map(function (k) { return el('th', { scope: 'col', text: t('bet.' + k) }); }));
    var rows = bets.map(function (b) {
      var legs = el('ul', { className: 'bet__legs' }, b.legs.map(function (l) {
        var words = eventName(l.event) + ' · ' + marketName(l.marketId) + ': ' + selectionName(l.event, l.marketId, l.selection) + ' @ ' + oddsText(l.odds);
        var result = l.event.result ? ' — ' + resultWords(l.event) : '';
        return el('li', {}, [words + result + (l.outcome ? ' (' + t('outcome.' + l.outcome) + ')' : '')]);
      }));
      var odds = b.legs.reduce(function (p, l) { return p * l.odds / 100; }, 1).toFixed(2);
      return el('tr', {}, [
        el('td', {}, [el('code', { text: b.roundId })]),
        el('td', { text: b.legs.length > 1 ? t('bet.parlay', { count: b.legs.length }) : t('bet.single') }),
        el('td', {}, [legs]),
        el('td', { text: b.stakeText }),
        el('td', { text: odds }),
        el('td', { text: settled ? (b.winText || '–') : t('bet.potential', { amount: b.potentialReturnText }) }),
        el('td', { text: t('status.' + b.status) + (settled ? '' : ' · ' + t('bet.settlesAt', { time: when(b.settleAfter) })) }),
      ]);
    });
    return el('div', { className: 'table-wrap' }, [el('table', { className: 'bets' }, [el('thead', {}, [head]), el('tbody', {}, rows)])]);
  }

  function renderBets() {
    var open = state.bets.filter(function (b) { return b.status === 'open' || b.status === 'placing'; });
    var settled = state.bets.filter(function (b) { return b.status === 'settled' || b.status === 'rolled_back'; });
    $('open-bets').replaceChildren(betsTable(open, false));
    $('settled-bets').replaceChildren(betsTable(settled, true));
    var results = state.results.length ? el('ul', { className: 'results' }, state.results.map(function (e) {
      return el('li', {}, [t('leagues.' + e.league) + ': ' + resultWords(e) + ' ', verifyLink(e)]);
    })) : el('p', { text: t('noResults') });
    $('results-list').replaceChildren(results);
  }

  /** Says which bets settled since the last refresh (a live region), with what they returned. */
  function announceSettled() {
    var open = state.bets.filter(function (b) { return b.status === 'open' || b.status === 'placing'; }).map(function (b) { return b.roundId; });
    if (openRounds !== null) {
      var settled = state.bets.filter(function (b) { return openRounds.indexOf(b.roundId) >= 0 && open.indexOf(b.roundId) < 0; });
      if (settled.length) {
        $('bets-notice').textContent = settled.map(function (b) {
          var returned = b.status === 'rolled_back' ? b.stakeText : b.win ? b.winText : null;
          return returned ? t('betSettled', { round: b.roundId.slice(0, 8), amount: returned }) : t('betLost', { round: b.roundId.slice(0, 8) });
        }).join(' ');
      }
    }
    openRounds = open;
  }

  function setBalance(text) {
    if ($('balance').textContent !== text) $('balance').textContent = text;
  }

  function refresh() {
    return call('GET', '/state').then(function (answer) {
      if (!answer.success) {
        showError(answer.code);
        return;
      }
      state = answer.value;
      clockSkew = new Date(state.now).getTime() - Date.now();
      setBalance(state.balanceText);
      $('stake-hint').textContent = t('slip.stakeHint', { min: state.limits.minStakeText, max: state.limits.maxStakeText, payout: state.limits.maxPayoutText });
      var listing = JSON.stringify(state.leagues);
      if (listing !== shownBook) {
        shownBook = listing;
        renderBook();
      }
      renderBets();
      announceSettled();
      renderSlip();
      main.setAttribute('aria-busy', 'false');
    });
  }

  $('stake').addEventListener('input', function () { pending = []; quote(); });
  Array.prototype.forEach.call(document.querySelectorAll('input[name="mode"]'), function (r) { r.addEventListener('change', function () { pending = []; quote(); }); });
  $('place').addEventListener('click', place);
  $('league').addEventListener('change', function () { league = $('league').value; renderBook(); });
  $('accept-odds').addEventListener('click', acceptOdds);
  // The opening stake (ten minimum stakes) with this language's decimal separator, so the field reads it back.
  refresh().then(function () { if (state) $('stake').value = (state.limits.minStake * 10 / Math.pow(10, state.currency.minorUnits)).toString().replace('.', window.LiveryMoney.numberSeparators(numberLocale).decimal); });
  setInterval(function () { if (!busy) refresh().then(function () { if (slip.length) quote(); }); }, 20000);
})();
