// racon live page: renders the night's state and keeps it current through
// Server-Sent Events. No framework, no other origin; text only through
// textContent (names are typed by people).
(function () {
  'use strict';
  function load(k) { try { return localStorage.getItem(k); } catch (e) { return null; } }
  function save(k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  var W = JSON.parse(document.getElementById('words').textContent);
  var lang = load('racon-lang') || document.documentElement.lang || 'en';
  if (!W[lang]) { lang = 'en'; }
  var me = load('racon-me') || '';
  // `…/#Name` opens the page with that player picked.
  try {
    var fromHash = decodeURIComponent(location.hash.slice(1));
    if (fromHash) { me = fromHash; }
  } catch (e) { /* a malformed fragment */ }
  var st = null;
  var got = 0; // performance.now() when `st` arrived

  function t(k) { return W[lang][k] || k; }
  function $(id) { return document.getElementById(id); }
  function set(id, s) { $(id).textContent = s; }
  function node(tag, cls, txt) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (txt !== undefined) { e.textContent = txt; }
    return e;
  }
  function mmss(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var m = Math.floor(s / 60);
    s = s % 60;
    return (m < 10 ? '0' : '') + m + ':' + (s < 10 ? '0' : '') + s;
  }
  // As i18n's money: `1.250,50 ₺` in Turkish, `₺1,250.50` in English.
  function money(kurus) {
    var sign = kurus < 0 ? '-' : '';
    var k = Math.abs(kurus);
    var whole = String(Math.floor(k / 100));
    var frac = k % 100;
    frac = (frac < 10 ? '0' : '') + frac;
    if (lang === 'tr') {
      return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + frac + ' ' + t('lira');
    }
    return sign + t('lira') + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + frac;
  }
  function antes(list) {
    if (!list || !list.length) { return '—'; }
    var same = list.every(function (a) { return a.chips === list[0].chips; });
    if (list.length > 2 && same) { return t('everyone') + ' ' + list[0].chips; }
    return list.map(function (a) { return a.name + ' ' + a.chips; }).join(', ');
  }

  // As the prerender's: "beyaz 10 · kırmızı 50 · mavi 100".
  function legend(chips) {
    return chips.map(function (c) { return c.name + ' ' + c.value; }).join(' · ');
  }
  // "5 beyaz = 1 kırmızı", one per colour that comes off.
  function colourUp(u) {
    return u.off.map(function (o) {
      return o.count + ' ' + o.name + ' = ' + o.into_count + ' ' + u.into;
    }).join(', ');
  }

  // The clock counts down locally from the last state the server sent.
  function tick() {
    if (!st) { return; }
    var c = st.clock || {};
    var since = performance.now() - got;
    var el = $('clock');
    el.className = '';
    var label = '';
    var sub = '';
    var big = '';
    if (c.state === 'playing') {
      label = t('seans') + ' ' + c.seans;
      if (c.paused) {
        big = c.left_ms == null ? t('paused') : mmss(c.left_ms);
        sub = t('paused');
        el.className = 'paused';
      } else if (c.left_ms == null) {
        // A seans counted in turs: the tur is the clock.
        var tu = st.tur;
        big = tu ? t('tur') + ' ' + tu.no + (tu.last ? '/' + tu.last : '') : t('seans') + ' ' + c.seans;
        if (!tu) { label = ''; }
        if (tu && tu.closing) {
          sub = t('closing_tur') + ' ' + tu.closing.which + '/' + tu.closing.of;
          el.className = 'over';
        }
      } else {
        var left = c.left_ms - since;
        big = mmss(left);
        sub = t('left');
        if (left <= 0) { big = t('time_up'); el.className = 'over'; }
      }
    } else if (c.state === 'closing') {
      label = t('seans') + ' ' + c.seans;
      big = t('time_up');
      sub = t('closing') + ' ' + c.closing_from_tur + '–' + c.last_tur;
      el.className = c.paused ? 'paused' : 'over';
    } else if (c.state === 'break') {
      var b = c.left_ms - since;
      label = t('break');
      big = b > 0 ? mmss(b) : t('break_over');
      if (b <= 0) { el.className = 'over'; }
    } else if (c.state === 'not_started') {
      label = t('seans') + ' ' + c.seans;
      big = '--:--';
      sub = t('not_started');
    } else if (c.state === 'ended') {
      big = t('night_over');
    }
    el.textContent = big;
    if (!/^[-\d]{2}:[-\d]{2}$/.test(big)) { el.className += ' word'; }
    set('clock-label', label);
    set('clock-sub', sub);
    var lv = st.blinds;
    if (lv) {
      var txt = lv.small + '/' + lv.big;
      if (lv.next) {
        txt += ' → ' + lv.next.small + '/' + lv.next.big + ' · ' + t('in') + ' ' + mmss(lv.next.in_ms - (c.paused || c.state !== 'playing' ? 0 : since));
      } else {
        txt += ' · ' + t('last_level');
      }
      set('level', txt);
    }
  }

  function render() {
    document.documentElement.lang = lang;
    set('lang-switch', t('lang'));
    document.title = t('title');
    set('hand-label', t('hand'));
    set('dealer-label', t('dealer'));
    set('next-dealer-label', t('next_dealer'));
    set('deck-label', t('deck'));
    set('cutter-label', t('cuts'));
    set('ante-now-label', t('ante_now'));
    set('ante-next-label', t('ante_next'));
    set('level-label', t('level'));
    set('colour-up-label', t('colour_up'));
    set('chips-label', t('chips'));
    set('carried-label', t('carried'));
    set('players-title', t('players'));
    set('verdict-title', t('verdict'));
    set('settle-title', t('settlement'));
    set('me-label', t('who_am_i'));
    set('offline', t('offline'));
    if (!st) { return; }
    set('night-name', st.name || 'racon');
    // What keeps the night from being shown whole: the banner and, in the
    // page's language, where (the night's files by name, never host paths).
    var pr = st.problem;
    $('problem').hidden = !pr;
    set('problem', pr ? t(pr.kind === 'gone' ? 'gone' : 'read_only') + ': ' + (pr[lang] || pr.en) : '');
    set('hand-no', st.hand_no > 0 ? String(st.hand_no) : '—');
    $('hand-no').title = st.hand_no > 0 ? '' : t('no_hand');
    // After "Gece bitti" nobody deals.
    $('dealer-row').hidden = st.phase === 'ended';
    $('next-dealer-row').hidden = st.phase === 'ended';
    set('dealer', st.dealer || '—');
    set('next-dealer', st.next_dealer || '—');
    $('cutter-row').hidden = !st.cutter;
    set('cutter', st.cutter || '');
    var deck = st.deck_size + ' ' + t('cards');
    if (st.deck_change) {
      deck += ' → ' + st.deck_change.cards + ' (' + t('deck_' + st.deck_change.when) + ')';
    }
    set('deck', deck);
    $('ante-now-row').hidden = !st.ante_in_play;
    set('ante-now', antes(st.ante_in_play));
    set('ante-next', antes(st.next_ante));
    $('level-row').hidden = !st.blinds;
    if (st.blinds) { set('level-label', t('level') + ' ' + st.blinds.level); }
    // The chip set by value, and the colours that come off at this level.
    var chips = st.chips || [];
    $('chips-row').hidden = !chips.length;
    set('chips', legend(chips));
    $('colour-up-row').hidden = !st.colour_up;
    set('colour-up', st.colour_up ? colourUp(st.colour_up) : '');
    set('carried', String(st.carried_pot));

    renderMe();
    var ul = $('players');
    ul.textContent = '';
    st.players.forEach(function (p) {
      var li = node('li');
      var left = node('span', p.left ? 'gone' : '', p.name);
      if (p.cikma_reached) { left.appendChild(node('span', 'badge cikma', t('cikma'))); }
      if (p.left) { left.appendChild(node('span', 'badge', t('player_left'))); }
      else if (p.out_of_game) { left.appendChild(node('span', 'badge', t('out_of_game'))); }
      else if (p.sitting_out) {
        left.appendChild(node('span', 'badge', t('sits_out')));
        if (p.sit_out_limit_reached) { left.appendChild(node('span', 'badge', t('sit_out_limit'))); }
      }
      li.appendChild(left);
      var right = t('kav') + ' ' + p.kav_total;
      var net = (st.nets || []).filter(function (n) { return n.name === p.name; })[0];
      if (net) { right += ' · ' + t('net') + ' ' + (net.kurus > 0 ? '+' : '') + money(net.kurus); }
      if (p.name === me) { li.className = 'me'; }
      li.appendChild(node('span', 'k', right));
      ul.appendChild(li);
    });

    var v = st.verdict;
    $('verdict-box').hidden = !v;
    if (v) {
      var vb = $('verdict');
      vb.textContent = '';
      vb.appendChild(node('div', 'row', t('hand') + ' ' + v.hand_no + ': ' + v.winners.join(', ') + ' ' +
        (v.winners.length > 1 ? t('split') : t('wins'))));
      v.hands.forEach(function (h) {
        vb.appendChild(node('div', 'row k', h.name + ': ' + (h.symbols || h.cards)));
      });
      if (v.board) { vb.appendChild(node('div', 'row k', t('board') + ': ' + v.board)); }
      if (v.shares && v.shares.length) {
        vb.appendChild(node('div', 'row', t('takes') + ' ' + v.shares.map(function (x) {
          return x.name + ' ' + x.chips;
        }).join(' · ')));
      }
    }

    var ended = st.phase === 'ended';
    $('settle-box').hidden = !ended;
    $('ante-box').hidden = ended;
    if (ended) { renderSettlement(); }
    tick();
  }

  // Who am I: picked at any time of the night (his row, then his
  // transfers, are marked).
  function renderMe() {
    $('me-row').hidden = false;
    var sel = $('me');
    sel.textContent = '';
    sel.appendChild(node('option', '', t('nobody')));
    sel.options[0].value = '';
    st.players.forEach(function (p) {
      var o = node('option', '', p.name);
      o.value = p.name;
      if (p.name === me) { o.selected = true; }
      sel.appendChild(o);
    });
  }

  function renderSettlement() {
    var ul = $('transfers');
    ul.textContent = '';
    var pay = [];
    var get = [];
    st.transfers.forEach(function (x) {
      var li = node('li', (x.from === me || x.to === me) && me ? 'mine' : '');
      li.appendChild(node('span', '', x.from + ' → ' + x.to));
      li.appendChild(node('span', '', money(x.kurus)));
      if (x.to_handle && x.to_handle[lang]) {
        li.appendChild(node('div', 'handle', x.to_handle[lang]));
      }
      ul.appendChild(li);
      if (x.from === me) { pay.push(x); }
      if (x.to === me) { get.push(x); }
    });
    var mine = $('mine');
    mine.textContent = '';
    if (st.problem) {
      mine.appendChild(node('div', 'k', t('no_settlement')));
    } else if (!st.transfers.length) {
      mine.appendChild(node('div', 'k', t('not_settled')));
    } else if (me) {
      if (!pay.length && !get.length) { mine.appendChild(node('div', '', t('nothing_to_pay'))); }
      pay.forEach(function (x) { mine.appendChild(node('div', 'pay', t('you_pay') + ': ' + x.to + ' ' + money(x.kurus))); });
      get.forEach(function (x) { mine.appendChild(node('div', 'get', t('you_get') + ': ' + x.from + ' ' + money(x.kurus))); });
    }
    renderShare();
  }

  // The settlement for the group chat, as the server wrote it: the Web
  // Share API where the browser has it, else a WhatsApp link and a copy
  // button (issue 26).
  function chatText() { return st.chat && !st.problem ? st.chat[lang] || '' : ''; }
  function renderShare() {
    var text = chatText();
    $('share-row').hidden = !text;
    if (!text) { return; }
    var canShare = typeof navigator.share === 'function';
    var btn = $('share-btn');
    btn.hidden = !canShare;
    btn.textContent = t('share');
    var wa = $('wa-link');
    wa.hidden = canShare;
    wa.textContent = t('whatsapp');
    wa.href = 'https://wa.me/?text=' + encodeURIComponent(text);
    var copy = $('copy-btn');
    copy.hidden = canShare || !(navigator.clipboard && navigator.clipboard.writeText);
    copy.textContent = t('copy');
    $('chat-text').textContent = text;
  }
  $('share-btn').addEventListener('click', function () {
    var text = chatText();
    if (text) { navigator.share({ text: text }).catch(function () {}); }
  });
  $('copy-btn').addEventListener('click', function () {
    var text = chatText();
    navigator.clipboard.writeText(text).then(function () {
      set('copy-said', t('copied'));
    }, function () { set('copy-said', t('copy_failed')); });
  });

  function take(json) {
    try { st = JSON.parse(json); } catch (e) { return; }
    got = performance.now();
    render();
  }

  $('lang-switch').addEventListener('click', function () {
    lang = lang === 'tr' ? 'en' : 'tr';
    save('racon-lang', lang);
    render();
    renderWake();
  });
  $('me').addEventListener('change', function (e) {
    me = e.target.value;
    save('racon-me', me);
    render();
  });

  // The phone stays awake while the page is open: a Screen Wake Lock,
  // taken again when the page is shown again (the browser lets it go when
  // the page is hidden), unless the toggle is off. `__raconWakeLock` (and
  // the toggle's data-wake-lock, for a dumped DOM) says where it stands,
  // for tests and DevTools: requested, held, denied, unsupported or off.
  var wake = null;
  function wakeSays(s) {
    window.__raconWakeLock = s;
    $('wake').setAttribute('data-wake-lock', s);
    if (window.console) { console.log('racon wake lock: ' + s); }
  }
  function wakeUp() {
    if (!('wakeLock' in navigator)) { wakeSays('unsupported'); return; }
    if (!$('wake').checked) { wakeSays('off'); return; }
    if (document.visibilityState !== 'visible' || wake) { return; }
    wakeSays('requested');
    navigator.wakeLock.request('screen').then(function (l) {
      wake = l;
      wakeSays('held');
      l.addEventListener('release', function () { wake = null; });
    }, function () { wakeSays('denied'); });
  }
  function renderWake() {
    $('wake-row').hidden = false;
    var can = 'wakeLock' in navigator;
    $('wake').disabled = !can;
    if (!can) { $('wake').checked = false; }
    set('wake-label', t(can ? 'wake' : 'wake_unsupported'));
  }
  $('wake').addEventListener('change', function () {
    if ($('wake').checked) { wakeUp(); return; }
    if (wake) { wake.release().catch(function () {}); wake = null; }
    wakeSays('off');
  });
  document.addEventListener('visibilitychange', wakeUp);

  $('lang-switch').hidden = false;
  take($('initial').textContent);
  renderWake();
  wakeUp();
  setInterval(tick, 1000);

  // EventSource reconnects by itself after a drop; a refusal (503: too many
  // pages open) closes it, so then try again a little later.
  var es = null;
  function connect() {
    es = new EventSource('events');
    es.addEventListener('state', function (e) { $('offline').hidden = true; take(e.data); });
    es.onerror = function () {
      $('offline').hidden = false;
      if (es.readyState === 2) {
        setTimeout(function () {
          fetch('state.json', { cache: 'no-store' }).then(function (r) { return r.text(); })
            .then(take).catch(function () {});
          connect();
        }, 10000);
      }
    };
  }
  connect();
})();
