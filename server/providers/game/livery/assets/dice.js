/* global document, window */
// Lantern Dice's part of the page (docs/demo-game.md): the pick, and the dice of a round; common.js does the rest.
(function () {
  'use strict';
  var t = window.LiveryGame.t;
  var diceEl = document.getElementById('dice');
  var picks = Array.prototype.slice.call(document.querySelectorAll('input[name="pick"]'));
  picks.forEach(function (p) { p.disabled = true; });

  window.LiveryGame.start({
    controls: picks,
    ready: function () { diceEl.setAttribute('aria-label', t('dice.dice')); },
    params: function () {
      var chosen = picks.filter(function (p) { return p.checked; })[0];
      return { pick: chosen ? chosen.value : 'BIG' };
    },
    showOutcome: function (outcome) {
      var dice = diceEl.querySelectorAll('.die');
      outcome.dice.forEach(function (value, i) {
        dice[i].textContent = String(value);
        dice[i].className = 'die' + (outcome.won ? ' die--win' : '');
      });
      diceEl.setAttribute('aria-label', t('dice.diceLabel', { dice: outcome.dice.join(', '), total: outcome.total }));
    },
    lossText: function (outcome) { return outcome.triple ? t('dice.triple') : t('noWin'); },
    describe: function (outcome) { return t('dice.result', { dice: outcome.dice.join(', '), total: outcome.total }); },
  });
})();
