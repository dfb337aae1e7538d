/* global document, window */
// The fishing game's sea (docs/vendors.md): fish of each kind swim across a canvas drawn with vector shapes; the
// player aims the cannon (pointer, or arrow keys on the focused sea, or a fish's button in the list) and fires
// (click, space or the fire button). The page sends the fish in the line of fire, nearest first; the server's fair
// draw decides which one the shot hits and whether it is caught. The list of fish on screen and the live result
// are the sea's text alternative; with reduced motion the fish stay still and shots do not travel.
(function () {
  'use strict';
  var t = window.LiveryGame.t;
  var canvas = document.getElementById('sea');
  var ctx = canvas.getContext('2d');
  var listEl = document.getElementById('fish-list');
  var aimEl = document.getElementById('aim');
  var playEl = document.getElementById('play');
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var W = canvas.width;
  var H = canvas.height;
  var cannon = { x: W / 2, y: H - 14 };
  var kinds = [];
  var fishes = [];
  var nextId = 1;
  var angle = 0; // degrees from straight up, -80 to 80
  var shot = null; // { from, to, until, caught, text }
  var aimed = []; // the fish ids of the last shot's line of fire
  var looks = {
    SHRIMP: ['#ff9f8a', 14], CLOWNFISH: ['#ff8c3a', 16], CRAB: ['#ff6a5a', 18], PUFFER: ['#f2d15c', 20], TURTLE: ['#6fcf8f', 24],
    SHARK: ['#9fb4c8', 30], OCTOPUS: ['#c58aff', 28], WHALE: ['#6aa8ff', 40], DRAGON: ['#ffd36e', 44],
  };

  function spawn(anywhere) {
    if (!kinds.length) return;
    // Small fish are common, big ones rare: weight by 1 / multiple.
    var total = kinds.reduce(function (s, k) { return s + 1 / k.times; }, 0);
    var r = Math.random() * total;
    var kind = kinds[0];
    for (var i = 0; i < kinds.length; i += 1) { r -= 1 / kinds[i].times; if (r <= 0) { kind = kinds[i]; break; } }
    var look = looks[kind.kind] || ['#ffffff', 18];
    var fromLeft = Math.random() < 0.5;
    var size = look[1];
    fishes.push({
      id: nextId++, kind: kind.kind, times: kind.times, color: look[0], size: size,
      x: anywhere || reduced ? 60 + Math.random() * (W - 120) : (fromLeft ? -size * 2 : W + size * 2),
      y: 40 + Math.random() * (H - 150),
      vx: reduced ? 0 : (fromLeft ? 1 : -1) * (25 + Math.random() * 25) * (1.4 - Math.min(size, 40) / 60),
    });
  }

  function drawFish(f) {
    var dir = f.vx < 0 ? -1 : 1;
    ctx.save();
    ctx.translate(f.x, f.y);
    ctx.scale(dir, 1);
    ctx.fillStyle = f.color;
    ctx.beginPath();
    if (f.kind === 'CRAB') {
      ctx.ellipse(0, 0, f.size, f.size * 0.7, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(-f.size * 1.2, -2, f.size * 2.4, 4);
    } else if (f.kind === 'OCTOPUS') {
      ctx.arc(0, -f.size * 0.3, f.size * 0.7, 0, Math.PI * 2);
      ctx.fill();
      for (var l = -3; l <= 3; l += 2) ctx.fillRect(l * f.size * 0.18, 0, 4, f.size * 0.9);
    } else {
      var long = f.kind === 'DRAGON' ? 1.8 : f.kind === 'SHARK' ? 1.5 : 1.2;
      ctx.ellipse(0, 0, f.size * long, f.size * 0.6, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(-f.size * long, 0);
      ctx.lineTo(-f.size * long - f.size * 0.8, -f.size * 0.5);
      ctx.lineTo(-f.size * long - f.size * 0.8, f.size * 0.5);
      ctx.closePath();
      ctx.fill();
      if (f.kind === 'TURTLE') { ctx.fillStyle = '#2f7d4a'; ctx.beginPath(); ctx.arc(0, 0, f.size * 0.55, 0, Math.PI * 2); ctx.fill(); }
    }
    ctx.fillStyle = '#14101f';
    ctx.beginPath();
    ctx.arc(f.size * 0.7, -f.size * 0.15, Math.max(2, f.size * 0.1), 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = '#f4f1fb';
    ctx.font = '12px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(f.times + '×', f.x, f.y - f.size - 4);
  }

  function direction() {
    var a = (angle * Math.PI) / 180;
    return { x: Math.sin(a), y: -Math.cos(a) };
  }

  /** The fish in the line of fire, nearest first; with none in it, the fish nearest to the line. */
  function lineOfFire() {
    var d = direction();
    var scored = fishes.map(function (f) {
      var px = f.x - cannon.x;
      var py = f.y - cannon.y;
      var along = px * d.x + py * d.y;
      var off = Math.abs(px * d.y - py * d.x);
      return { f: f, along: along, off: off };
    }).filter(function (s) { return s.along > 0 && s.f.x > 0 && s.f.x < W; });
    var inLine = scored.filter(function (s) { return s.off < s.f.size + 12; }).sort(function (a, b) { return a.along - b.along; });
    if (inLine.length) return inLine.slice(0, 5).map(function (s) { return s.f; });
    var nearest = scored.sort(function (a, b) { return a.off - b.off; })[0];
    return nearest ? [nearest.f] : fishes.slice(0, 1);
  }

  function setAngle(value) {
    angle = Math.max(-80, Math.min(80, value));
    var line = lineOfFire();
    aimEl.textContent = line.length ? t('fish.aimAt', { fish: t('fish.kinds.' + line[0].kind), times: line[0].times }) : t('fish.aimNone');
  }

  function aimAtFish(f) {
    setAngle((Math.atan2(f.x - cannon.x, cannon.y - f.y) * 180) / Math.PI);
  }

  var listed = '';
  function renderList() {
    var key = fishes.map(function (f) { return f.id; }).join(',');
    if (key === listed) return;
    listed = key;
    var focusedId = document.activeElement && document.activeElement.getAttribute('data-fish');
    listEl.textContent = '';
    fishes.forEach(function (f) {
      var item = document.createElement('li');
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'fish-aim';
      button.setAttribute('data-fish', String(f.id));
      button.textContent = t('fish.aimButton', { fish: t('fish.kinds.' + f.kind), times: f.times });
      button.addEventListener('click', function () { aimAtFish(f); });
      item.appendChild(button);
      listEl.appendChild(item);
      if (focusedId === String(f.id)) button.focus();
    });
    if (focusedId && !fishes.some(function (f) { return String(f.id) === focusedId; })) canvas.focus();
  }

  var last = 0;
  function frame(now) {
    var dt = last ? Math.min(0.1, (now - last) / 1000) : 0;
    last = now;
    fishes.forEach(function (f) { f.x += f.vx * dt; });
    fishes = fishes.filter(function (f) { return f.x > -f.size * 4 && f.x < W + f.size * 4; });
    while (kinds.length && fishes.length < 8) spawn(false);
    ctx.fillStyle = '#0b2a4a';
    ctx.fillRect(0, 0, W, H);
    fishes.forEach(drawFish);
    // The cannon and its aim.
    var d = direction();
    ctx.strokeStyle = '#ffd36e';
    ctx.lineWidth = 10;
    ctx.beginPath();
    ctx.moveTo(cannon.x, cannon.y);
    ctx.lineTo(cannon.x + d.x * 46, cannon.y + d.y * 46);
    ctx.stroke();
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 8]);
    ctx.strokeStyle = 'rgba(255, 211, 110, 0.5)';
    ctx.beginPath();
    ctx.moveTo(cannon.x, cannon.y);
    ctx.lineTo(cannon.x + d.x * 900, cannon.y + d.y * 900);
    ctx.stroke();
    ctx.setLineDash([]);
    if (shot && now < shot.until) {
      var p = reduced ? 1 : Math.min(1, 1 - (shot.until - now) / 400);
      ctx.strokeStyle = shot.caught ? '#7fe3a1' : '#f4f1fb';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(cannon.x, cannon.y);
      ctx.lineTo(cannon.x + (shot.to.x - cannon.x) * p, cannon.y + (shot.to.y - cannon.y) * p);
      ctx.stroke();
      if (p === 1 && shot.caught) {
        ctx.fillStyle = '#ffd36e';
        ctx.font = 'bold 20px system-ui, sans-serif';
        ctx.fillText(shot.text, shot.to.x, shot.to.y);
      }
    }
    renderList();
    window.requestAnimationFrame(frame);
  }

  canvas.addEventListener('pointermove', function (event) {
    var box = canvas.getBoundingClientRect();
    var x = ((event.clientX - box.left) / box.width) * W;
    var y = ((event.clientY - box.top) / box.height) * H;
    setAngle((Math.atan2(x - cannon.x, cannon.y - y) * 180) / Math.PI);
  });
  canvas.addEventListener('click', function () { if (!playEl.disabled) playEl.click(); });
  canvas.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') setAngle(angle - (event.shiftKey ? 1 : 5));
    else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') setAngle(angle + (event.shiftKey ? 1 : 5));
    else if (event.key === ' ' || event.key === 'Enter') { if (!playEl.disabled) playEl.click(); } else return;
    event.preventDefault();
  });

  window.LiveryGame.start({
    ready: function (value) {
      kinds = value.fish || [];
      for (var i = 0; i < 8; i += 1) spawn(true);
      setAngle(0);
      window.requestAnimationFrame(frame);
    },
    params: function () {
      var line = lineOfFire();
      aimed = line.map(function (f) { return f.id; });
      return { targets: line.map(function (f) { return f.kind; }) };
    },
    showOutcome: function (outcome, value) {
      var id = aimed[outcome.hit];
      var fish = fishes.filter(function (f) { return f.id === id; })[0];
      var to = fish ? { x: fish.x, y: fish.y } : { x: cannon.x, y: 40 };
      shot = { to: to, until: window.performance.now() + (reduced ? 600 : 900), caught: outcome.caught, text: '+' + value.winText };
      if (outcome.caught && fish) fishes = fishes.filter(function (f) { return f.id !== id; });
      setAngle(angle);
    },
    resultText: function (outcome) { return outcome.summary; },
    describe: function (outcome) { return outcome.summary; },
  });
})();
