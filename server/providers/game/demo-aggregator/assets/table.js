/* global document, window */
// The demo aggregator's table board (docs/vendors.md): the picks of the next round with what each pays (a sports
// round's odds change with every fixture), and the result of a round in words; common.js does the rest.
(function () {
  'use strict';
  var t = window.LiveryGame.t;
  var picksEl = document.getElementById('picks');
  var resultEl = document.getElementById('table-result');
  var chosen = null;

  function showPicks(picks) {
    if (!picks || !picks.length) return;
    Array.prototype.slice.call(picksEl.querySelectorAll('label')).forEach(function (l) { l.remove(); });
    if (!chosen || !picks.some(function (p) { return p.pick === chosen; })) chosen = picks[0].pick;
    picks.forEach(function (p) {
      var label = document.createElement('label');
      label.className = 'pick';
      var input = document.createElement('input');
      input.type = 'radio';
      input.name = 'pick';
      input.value = p.pick;
      input.checked = p.pick === chosen;
      input.addEventListener('change', function () { chosen = p.pick; });
      label.appendChild(input);
      label.appendChild(document.createTextNode(' ' + t('pickPays', { pick: t('picks.' + p.pick), times: p.times })));
      picksEl.appendChild(label);
    });
  }

  window.LiveryGame.start({
    ready: function (value) { showPicks(value.picks); },
    params: function () { return chosen ? { pick: chosen } : {}; },
    showOutcome: function (outcome, value) {
      resultEl.textContent = outcome.summary;
      showPicks(value.picks);
    },
    resultText: function (outcome, value) {
      if (outcome.winners.indexOf(outcome.pick) >= 0) return t('won', { result: outcome.summary, amount: value.winText });
      if (outcome.push.indexOf(outcome.pick) >= 0) return t('push', { amount: value.betText });
      if ((outcome.halfBack || []).indexOf(outcome.pick) >= 0) return t('halfBack', { amount: value.winText });
      return t('lost', { result: outcome.summary });
    },
    describe: function (outcome) { return outcome.summary; },
  });
})();
