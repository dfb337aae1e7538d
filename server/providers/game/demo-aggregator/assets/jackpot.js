/* global document, window, fetch, URLSearchParams, setTimeout */
// The slot page's progressive jackpots (docs/vendors.md): reads the pools now and every 5 seconds while the page is
// shown, and says so when this page's spin won one (reels.js sets data-won). The pools tick silently (no live
// region: a screen reader would hear every change); a win is announced by the round's status line.
(function () {
  'use strict';
  var section = document.querySelector('.jackpots');
  if (!section) return;
  var token = new URLSearchParams(window.location.search).get('token') || '';
  var everyMs = 5000;

  function show(pools) {
    pools.forEach(function (pool) {
      var out = document.getElementById('jackpot-' + pool.tier);
      if (out) out.textContent = pool.amountText;
    });
  }

  /** Reads the pools once; answers whether the page's token still works. */
  function read() {
    return fetch('/demo-aggregator/api/jackpots', { headers: { 'X-Game-Token': token, Accept: 'application/json' }, credentials: 'omit' })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer && answer.success) show(answer.value.pools);
        return !(answer && answer.code === 'invalid_game_token');
      }, function () { return true; });
  }

  function load() {
    if (document.visibilityState === 'hidden') {
      setTimeout(load, everyMs);
      return;
    }
    read().then(function (live) { if (live) setTimeout(load, everyMs); });
  }

  if (token) load();
  window.LiveryJackpots = { refresh: read };
})();
