/* global document, window */
// Crash's part of the page (docs/demo-game.md): the automatic cash-out, the multiplier climbing (drawn from the
// start time the server gave; still with reduced motion, only the number then), cash-out, and the end the server
// tells: paid or crashed. The page asks the server where the round stands twice a second; the server decides.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var M = window.LiveryMinis;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var autoEl = $('auto');
  var cashout = $('cashout');
  var timesEl = $('crash-times');
  var bar = $('crash-bar');
  var open = null;
  var startedAt = 0;
  var rate = 8000;
  var timer = null;
  var poll = null;

  function tick() {
    var reached = Math.floor(100 * Math.exp(Math.max(0, Date.now() - startedAt) / rate));
    timesEl.textContent = M.times(reached, 100) + '×';
    bar.style.inlineSize = Math.min(100, Math.log(reached / 100) * 20) + '%';
  }

  function stop() {
    if (timer) window.clearInterval(timer);
    if (poll) window.clearInterval(poll);
    timer = null;
    poll = null;
  }

  function render(o, value) {
    open = o.done ? null : value.round.roundId;
    cashout.disabled = o.done;
    M.setStartEnabled(o.done, [autoEl]);
    $('crash').className = 'crash' + (o.done ? (o.cashedOut ? ' crash--paid' : ' crash--crashed') : ' crash--flying');
    if (o.done) {
      stop();
      timesEl.textContent = M.times(o.at, 100) + '×';
      $('crash-state').textContent = o.cashedOut ? t('minis.crash.paidAt', { times: M.times(o.at, 100), point: M.times(o.point, 100) }) : t('minis.crash.crashedAt', { point: M.times(o.point, 100) });
      return;
    }
    $('crash-state').textContent = t('minis.crash.flying');
    // The curve runs from the server's start, shifted by what the answer says has passed.
    startedAt = Date.now() - o.elapsedMs;
    rate = o.rateMs;
    if (!timer) {
      timer = window.setInterval(tick, 100);
      poll = window.setInterval(function () { if (open) M.send('/move', { roundId: open, action: 'CHECK' }, show); }, 500);
    }
    tick();
  }

  function resultText(o, value) {
    if (!o.done) return t('minis.crash.flying');
    return o.cashedOut ? t('minis.cashedOut', { amount: value.winText, times: M.times(o.at, 100) }) : t('minis.crash.crashed', { point: M.times(o.point, 100) });
  }

  function show(value) {
    render(value.round.outcome, value);
    if (value.round.outcome.done || $('round-id').textContent !== value.round.roundId) M.showDetails(value, resultText(value.round.outcome, value));
    if (value.round.outcome.done) $('play').focus();
  }

  cashout.addEventListener('click', function () { if (open) M.send('/cashout', { roundId: open }, show); });

  G.start({
    controls: [autoEl],
    params: function () {
      var auto = autoEl.value.trim();
      return auto === '' ? {} : { auto: Math.round(Number(auto) * 100) };
    },
    ready: function (value) {
      if (value.open) window.setTimeout(function () { show(value.open); }, 0);
    },
    showOutcome: function (o, value) {
      render(o, value);
      if (!o.done) cashout.focus();
    },
    resultText: resultText,
    describe: function (o) { return o.done ? t('minis.crash.describe', { point: M.times(o.point, 100) }) : t('minis.crash.flying'); },
  });
})();
