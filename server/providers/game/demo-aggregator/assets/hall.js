/* global document, window, fetch, URLSearchParams */
// The card hall (docs/vendors.md): reads the balance and which rooms it reaches; a room it does not reach shows the
// balance it needs instead of its link (the table refuses it too).
(function () {
  'use strict';
  var texts = JSON.parse(document.getElementById('game-texts').textContent || '{}');
  var main = document.getElementById('game');
  var token = new URLSearchParams(window.location.search).get('token') || '';
  function t(key) {
    var node = key.split('.').reduce(function (n, part) { return n && typeof n === 'object' ? n[part] : undefined; }, texts);
    return typeof node === 'string' ? node : key;
  }
  fetch(main.getAttribute('data-api') + '/hall', { headers: { 'X-Game-Token': token, Accept: 'application/json' }, credentials: 'omit' })
    .then(function (r) { return r.json(); }, function () { return { success: false, code: 'network' }; })
    .then(function (answer) {
      main.setAttribute('aria-busy', 'false');
      if (!answer.success) {
        var message = t('errors.' + answer.code);
        document.getElementById('error').textContent = message === 'errors.' + answer.code ? t('errors.failed') : message;
        return;
      }
      document.getElementById('balance').textContent = answer.value.balanceText;
      answer.value.rooms.forEach(function (room) {
        var row = document.querySelector('tr[data-level="' + room.level + '"]');
        if (!row || room.open) return;
        row.querySelector('.room-link').hidden = true;
        row.querySelector('.room-closed').hidden = false;
      });
    });
})();
