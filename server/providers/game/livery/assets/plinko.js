/* global document, window */
// Plinko's part of the page (docs/demo-game.md): rows and risk, the pegs and buckets with their multipliers, the
// ball's path after a drop (named in words for screen readers), and the table of the chosen rows and risk with its
// exact RTP.
(function () {
  'use strict';
  var G = window.LiveryGame;
  var M = window.LiveryMinis;
  var t = G.t;
  var $ = function (id) { return document.getElementById(id); };
  var tables = JSON.parse($('plinko-tables').textContent || '{}');
  var rowsEl = $('rows');
  var risks = Array.prototype.slice.call(document.querySelectorAll('input[name="risk"]'));
  var board = $('plinko');

  function risk() { var r = risks.filter(function (x) { return x.checked; })[0]; return r ? r.value : 'MEDIUM'; }
  function choose(n, k) { var r = 1; for (var i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1); return Math.round(r); }

  function draw(path) {
    var rows = Number(rowsEl.value);
    var table = tables[rows + ':' + risk()];
    var pegs = $('pegs');
    pegs.textContent = '';
    var col = 0;
    for (var r = 0; r < rows; r += 1) {
      var line = document.createElement('div');
      line.className = 'pegs__row';
      for (var p = 0; p <= r + 1; p += 1) {
        var peg = document.createElement('span');
        peg.className = 'peg' + (path && p === col ? ' peg--ball' : '');
        line.appendChild(peg);
      }
      if (path) col += path[r];
      pegs.appendChild(line);
    }
    var buckets = $('buckets');
    buckets.textContent = '';
    table.times.forEach(function (m, k) {
      var item = document.createElement('li');
      item.textContent = M.times(m, 100) + '×';
      item.className = 'bucket' + (path && k === col ? ' bucket--hit' : '') + (m >= 100 ? ' bucket--win' : '');
      buckets.appendChild(item);
    });
    var body = $('plinko-table');
    body.textContent = '';
    table.times.forEach(function (m, k) {
      var tr = document.createElement('tr');
      [String(k), (100 * choose(rows, k) / Math.pow(2, rows)).toFixed(4) + ' %', M.times(m, 100) + '×'].forEach(function (v, i) {
        var cell = document.createElement(i === 0 ? 'th' : 'td');
        if (i === 0) cell.setAttribute('scope', 'row');
        cell.textContent = v;
        tr.appendChild(cell);
      });
      body.appendChild(tr);
    });
    $('plinko-caption').textContent = t('minis.plinko.tableCaption', { rows: rows, risk: t('minis.plinko.risks.' + risk()) });
    $('plinko-rtp').textContent = t('paytable.rtp', { rtp: table.rtp });
  }

  rowsEl.addEventListener('change', function () { draw(null); });
  risks.forEach(function (r) { r.addEventListener('change', function () { draw(null); }); });

  function pathWords(o) { return o.path.map(function (b) { return b === 1 ? t('minis.plinko.right') : t('minis.plinko.left'); }).join(', '); }

  G.start({
    controls: [rowsEl].concat(risks),
    ready: function () { draw(null); board.setAttribute('aria-label', t('minis.plinko.noDrop')); },
    params: function () { return { rows: Number(rowsEl.value), risk: risk() }; },
    showOutcome: function (o) {
      rowsEl.value = String(o.rows);
      risks.forEach(function (r) { r.checked = r.value === o.risk; });
      draw(o.path);
      board.setAttribute('aria-label', t('minis.plinko.landed', { path: pathWords(o), bucket: o.bucket, times: M.times(o.times, 100) }));
    },
    resultText: function (o, value) { return t('minis.plinko.result', { bucket: o.bucket, times: M.times(o.times, 100), amount: value.winText }); },
    describe: function (o) { return t('minis.plinko.describe', { rows: o.rows, risk: t('minis.plinko.risks.' + o.risk), bucket: o.bucket }); },
  });
})();
