/* global document, window */
// Plinko's part of the page (docs/demo-game.md): rows and risk, the pegs and buckets with their multipliers, the
// ball falling along the path the server drew (row by row, at once with reduced motion; named in words for screen
// readers), and the table of the chosen rows and risk with its
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

  var timer = null;

  /**
   * The pegs and buckets; with a path, the ball's way through its first `upTo` rows (pegs it passed marked, the
   * ball on the last), and the bucket it landed in once it passed them all.
   */
  function drawBoard(path, upTo) {
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
        var passed = path && r < upTo && p === col;
        peg.className = 'peg' + (passed ? (r === upTo - 1 ? ' peg--ball' : ' peg--path') : '');
        line.appendChild(peg);
      }
      if (path) col += path[r];
      pegs.appendChild(line);
    }
    var landed = !!path && upTo >= rows;
    board.setAttribute('data-ball-row', path ? String(upTo) : '');
    var buckets = $('buckets');
    buckets.textContent = '';
    table.times.forEach(function (m, k) {
      var item = document.createElement('li');
      item.textContent = M.times(m, 100) + '×';
      item.className = 'bucket' + (landed && k === col ? ' bucket--hit' : '') + (m >= 100 ? ' bucket--win' : '');
      buckets.appendChild(item);
    });
  }

  /** The table of the chosen rows and risk, its caption and exact RTP. */
  function drawTable() {
    var rows = Number(rowsEl.value);
    var table = tables[rows + ':' + risk()];
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

  function draw(path) {
    if (timer) window.clearTimeout(timer);
    timer = null;
    drawTable();
    drawBoard(path, path ? path.length : 0);
  }

  /**
   * The ball falls along the server's path one row at a time (about 1.5 s for 16 rows); with reduced motion asked
   * for, it is shown landed at once. The result is announced in words at once either way (aria-label, result line).
   */
  function animate(path) {
    draw(null);
    var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) { drawBoard(path, path.length); return; }
    var step = 1;
    (function fall() {
      drawBoard(path, step);
      if (step < path.length) { step += 1; timer = window.setTimeout(fall, 90); } else timer = null;
    })();
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
      animate(o.path);
      board.setAttribute('aria-label', t('minis.plinko.landed', { path: pathWords(o), bucket: o.bucket, times: M.times(o.times, 100) }));
    },
    resultText: function (o, value) { return t('minis.plinko.result', { bucket: o.bucket, times: M.times(o.times, 100), amount: value.winText }); },
    describe: function (o) { return t('minis.plinko.describe', { rows: o.rows, risk: t('minis.plinko.risks.' + o.risk), bucket: o.bucket }); },
  });
})();
