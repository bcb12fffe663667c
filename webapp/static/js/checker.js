/* Atout checkers: live verdicts, card hints and the card picker. Vanilla, no framework.
   The page works without this file (a GET form rendered by the server); with it:
   - typing updates the verdict (debounced fetch of this page with &fragment=1: the server
     renders the verdict, so there is one rendering path) and the URL (the permalink);
   - under each card field, a hint names the cards as understood (names from #checker-data);
   - a card picker (a grid of buttons, roving tabindex, arrow keys) fills the chosen field;
   - "Copy link" copies the permalink (clipboard API, else selects the link's text). */
(function () {
  "use strict";
  var root = document.querySelector(".checker[data-game]");
  if (!root) return;
  var form = root.querySelector("form");
  var deck = JSON.parse(document.getElementById("checker-data").textContent);
  var strings = document.getElementById("checker-strings").dataset;
  var cardFields = Array.prototype.slice.call(form.querySelectorAll("input[data-cards]"));
  var $ = function (id) { return document.getElementById(id); };
  var fmt = function (s, v) { return s.replace(/\{(\w+)\}/g, function (m, k) { return v[k]; }); };

  // -- reading card fields in the page's card letters (webapp/i18n/notation.py, same tables) --
  var nt = deck.notation;
  function norm(s) {
    return s.replace(/[\u2060\u200b]/g, "").replace(/œ/gi, "oe").replace(/đ/gi, "d").normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function words(text) {  // as notation.py's _words: d’Eicheln is d’ Eicheln; invisible marks dropped
    return text.replace(/[\ufe0e\ufe0f\u2060\u200b\u00ad]/g, "").replace(/(['’])/g, "$1 ")
      .split(/[\s,;\-]+/).filter(Boolean);
  }
  function cardOf(rank, suit) { var c = rank && suit ? rank + suit : null; return c && deck.names[c] ? c : null; }
  function note(kind, key, typed) { var c = nt.notes[kind + ":" + key]; return c ? [[typed, kind, c]] : []; }
  function compact(w) {  // as notation.py's _compact: rank first wins; an ambiguous word notes both letters
    var k = norm(w), i, h, t, c, found = [], pick, amb;
    for (i = 1; i < k.length; i++) {
      h = k.slice(0, i); t = k.slice(i);
      if (nt.ranks[h] && nt.suits[t] && (c = cardOf(nt.ranks[h], nt.suits[t])))
        found.push({ code: c, rankFirst: true, a: ["rank", h, w.slice(0, i), nt.ranks[h]], b: ["suit", t, w.slice(i), nt.suits[t]] });
      if (nt.suitFirst && nt.suits[h] && nt.ranks[t] && (c = cardOf(nt.ranks[t], nt.suits[h])))
        found.push({ code: c, rankFirst: false, a: ["suit", h, w.slice(0, i), nt.suits[h]], b: ["rank", t, w.slice(i), nt.ranks[t]] });
    }
    if (!found.length) return null;
    pick = found.filter(function (f) { return f.rankFirst; })[0] || found[0];
    amb = nt.wordPairs && (found.some(function (f) { return f.code !== pick.code; }) || nt.ranks[k] || nt.suits[k]);
    return { text: w, code: pick.code, notes: amb ? [[pick.a[2], pick.a[0], pick.a[3]], [pick.b[2], pick.b[0], pick.b[3]]]
                                                  : note(pick.a[0], pick.a[1], pick.a[2]).concat(note(pick.b[0], pick.b[1], pick.b[2])) };
  }
  function read(text) {  // one reading per card or bad token: {text, code (null: not a card), notes}
    var ws = words(text), out = [], i = 0;
    while (i < ws.length) {
      var w = ws[i], k = norm(w), pair = null, j, nx, c;
      if (i + 1 < ws.length) {
        j = i + 1;
        if (nt.ranks[k] && nt.connectors.indexOf(norm(ws[j])) >= 0 && j + 1 < ws.length) j++;
        nx = norm(ws[j]);
        if (nt.ranks[k] && nt.suits[nx] && (c = cardOf(nt.ranks[k], nt.suits[nx])))
          pair = [j, { text: ws.slice(i, j + 1).join(" "), code: c, notes: note("rank", k, w).concat(note("suit", nx, ws[j])) }];
        nx = norm(ws[i + 1]);
        if (!pair && nt.suits[k] && nt.ranks[nx] && (c = cardOf(nt.ranks[nx], nt.suits[k])))
          pair = [i + 1, { text: w + " " + ws[i + 1], code: c, notes: note("suit", k, w).concat(note("rank", nx, ws[i + 1])) }];
      }
      var single = compact(w);
      if (pair && !(pair[0] === i + 1 && single && compact(ws[i + 1]))) { out.push(pair[1]); i = pair[0] + 1; continue; }
      out.push(single || { text: w, code: null, notes: [] });
      i++;
    }
    return out;
  }
  function codesOf(input) { return read(input.value).map(function (r) { return r.code; }); }

  function readingText(r, said) {  // a letter's note goes to said, once a field
    if (!r.code) return fmt(strings.notCard, { token: r.text.slice(0, 16) });
    r.notes.forEach(function (n) {
      var t = fmt(strings.note, { letter: n[0], meaning: (n[1] === "rank" ? deck.rankNames : deck.suitNames)[n[2]] });
      if (said.indexOf(t) < 0) said.push(t);
    });
    return deck.names[r.code];
  }
  function updateHint(input) {  // as verdicts.understood(): the notes once, at the end
    var hint = $("hint-" + input.name), rs = read(input.value), said = [];
    if (!hint) return;
    var text = rs.map(function (r) { return readingText(r, said); }).join(", ");
    hint.textContent = rs.length ? text + (said.length ? " (" + said.join("; ") + ")" : "") : hint.dataset.default;
  }

  // -- live verdict ----------------------------------------------------------------------------
  var timer = null, pending = null, last = null, reveal = false;
  // the deal scorer's defence points: the server fills them in (the deal total minus the
  // takers') until the player types them; cleared, they are filled in again
  var dp = form.querySelector('input[name="dp"]'), dpAuto = true;
  if (dp) dp.addEventListener("input", function () { dpAuto = !dp.value.trim(); });
  function query() {
    var data = new FormData(form);
    if (dp && dpAuto) data.delete("dp");
    return new URLSearchParams(data).toString();
  }
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(refresh, 300);
  }
  function refresh() {
    var q = query();
    if (q === last) return;
    last = q;
    if (pending) pending.abort();
    pending = new AbortController();
    var verdict = $("verdict");
    verdict.setAttribute("aria-busy", "true");
    verdict.classList.add("is-busy");
    fetch(form.action.split("#")[0] + "?" + q + "&fragment=1", { signal: pending.signal, credentials: "same-origin" })
      .then(function (r) { return r.text(); })
      .then(apply)
      .catch(function (e) { if (e.name !== "AbortError") last = null; })
      .then(function () {
        verdict.removeAttribute("aria-busy"); verdict.classList.remove("is-busy");
        if (reveal) { reveal = false; show(); }
      });
  }
  function apply(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("verdict");
    if (!fresh) return;
    $("verdict").innerHTML = fresh.innerHTML;
    var summary = $("error-summary");  // the no-JS summary of a submitted form: now stale
    if (summary) summary.remove();
    form.querySelectorAll(".field__error, .form-error").forEach(function (p) { p.hidden = true; p.textContent = ""; });
    form.querySelectorAll("[aria-invalid]").forEach(function (el) { el.removeAttribute("aria-invalid"); });
    doc.querySelectorAll("#live-errors [data-for]").forEach(function (li) {
      var name = li.dataset.for, p = $("err-" + name);
      if (p) { p.textContent = li.textContent; p.hidden = false; }
      if (name) form.querySelectorAll('[name="' + name + '"]').forEach(function (el) { el.setAttribute("aria-invalid", "true"); });
    });
    var bar = $("verdict-bar"), line = doc.getElementById("live-summary");
    if (bar && line) { bar.textContent = line.textContent; bar.hidden = !line.textContent; }
    var toPlay = $("to-play"), freshToPlay = doc.getElementById("live-to-play");
    if (toPlay && freshToPlay) toPlay.textContent = freshToPlay.textContent;
    var link = doc.getElementById("live-permalink").value;
    $("permalink").value = link;
    var url = new URL(link, location.href);
    if (dp && dpAuto) dp.value = url.searchParams.get("dp") || "";
    history.replaceState(null, "", url.pathname + url.search);
    // the language switcher keeps the query string
    document.querySelectorAll(".lang-switcher a").forEach(function (a) {
      var u = new URL(a.href), next = u.searchParams.get("next");
      if (!next) return;
      u.searchParams.set("next", next.split("?")[0] + url.search);
      a.href = u.pathname + u.search;
    });
  }
  form.addEventListener("input", function (e) {
    if (e.target.name === "picker-target") return;
    if (e.target.dataset && "cards" in e.target.dataset) { updateHint(e.target); syncPicker(); }
    schedule();
  });
  form.addEventListener("change", function (e) { if (e.target.name !== "picker-target") schedule(); });
  // "Check" (or Enter) with JavaScript: no page load; the verdict comes into view and takes the focus
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    clearTimeout(timer);
    last = null;
    reveal = true;
    refresh();
  });
  function show() {
    var title = $("verdict-title");
    if (!title) return;
    title.tabIndex = -1;
    title.scrollIntoView({ block: "start" });
    title.focus({ preventScroll: true });
  }

  var bar = $("verdict-bar");
  if (bar) bar.addEventListener("click", function (e) { e.preventDefault(); show(); });
  // "Correct the marked fields": its link takes the focus to the first field marked
  $("verdict").addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a[data-field]"), field = a && $(a.dataset.field);
    if (!field) return;
    e.preventDefault();
    field.scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
  });

  // -- card picker -----------------------------------------------------------------------------
  var picker = $("picker"), buttons = [], rows = [];
  function target() {
    var r = picker.querySelector('input[name="picker-target"]:checked');
    return r ? form.querySelector('input[name="' + r.value + '"]') : cardFields[0];
  }
  function label(input) { return form.querySelector('label[for="' + input.id + '"]').textContent; }
  function syncPicker() {
    var t = target(), mine = codesOf(t), others = [];
    cardFields.forEach(function (f) { if (f !== t) others = others.concat(codesOf(f)); });
    buttons.forEach(function (b) {
      var c = b.dataset.card;
      b.setAttribute("aria-pressed", mine.indexOf(c) >= 0 ? "true" : "false");
      if (others.indexOf(c) >= 0) b.setAttribute("aria-disabled", "true"); else b.removeAttribute("aria-disabled");
    });
    cardFields.forEach(function (f) {
      f.closest(".field").classList.toggle("is-active", f === t);
      var seat = $("seat-hand-" + f.name);
      if (seat) drawHand(seat, codesOf(f).filter(Boolean));
    });
  }
  function suitIcon(suit, cls) {
    var ns = "http://www.w3.org/2000/svg", svg = document.createElementNS(ns, "svg"), use = document.createElementNS(ns, "use");
    svg.setAttribute("class", cls);
    svg.setAttribute("aria-hidden", "true");
    use.setAttribute("href", deck.sprite + "#" + deck.deck + "-" + suit);
    svg.appendChild(use);
    return svg;
  }
  function drawHand(box, codes) {  // the hand in front of its seat, growing as cards are tapped
    box.textContent = "";
    codes.forEach(function (c) {
      var m = document.createElement("span"), suit = c.slice(-1);
      m.className = "mini card--" + deck.deck + "-" + suit;
      m.append(deck.short[c.slice(0, -1)], suitIcon(suit, "mini__suit"));
      box.appendChild(m);
    });
  }
  function toggle(b) {
    var t = target(), c = b.dataset.card, name = deck.names[c], status = $("picker-status");
    if (b.getAttribute("aria-disabled") === "true") { status.textContent = fmt(strings.taken, { card: name }); return; }
    var rs = read(t.value), i = rs.map(function (r) { return r.code; }).indexOf(c);
    var toks = rs.map(function (r) { return r.text; });
    if (i >= 0) toks.splice(i, 1); else toks.push(deck.display[c]);
    t.value = toks.join(" ");
    status.textContent = fmt(i >= 0 ? strings.removed : strings.added, { card: name, field: label(t) });
    updateHint(t);
    syncPicker();
    schedule();
  }
  function focusAt(r, i) {
    r = Math.max(0, Math.min(rows.length - 1, r));
    i = Math.max(0, Math.min(rows[r].length - 1, i));
    buttons.forEach(function (b) { b.tabIndex = -1; });
    rows[r][i].tabIndex = 0;
    rows[r][i].focus();
  }
  // A suit takes one line or two (table.css): the card above or below is the nearest one on the
  // next line of cards in that direction, whichever suit it belongs to.
  function vertical(from, dir) {
    var a = from.getBoundingClientRect(), ax = a.left + a.width / 2, ay = a.top + a.height / 2;
    var best = null, bestDy = Infinity, bestDx = Infinity;
    buttons.forEach(function (b) {
      var q = b.getBoundingClientRect(), dy = (q.top + q.height / 2 - ay) * dir, dx = Math.abs(q.left + q.width / 2 - ax);
      if (dy < a.height / 2) return;
      if (dy < bestDy - 2 || (Math.abs(dy - bestDy) <= 2 && dx < bestDx)) { best = b; bestDy = dy; bestDx = dx; }
    });
    return best;
  }
  function build() {  // the grid: one row per suit, one button per card (named by the card)
    var grid = $("picker-grid");
    deck.order[1].forEach(function (suit) {
      var row = document.createElement("div"), list = [];
      row.setAttribute("role", "row");
      row.className = "picker__row";
      deck.order[0].forEach(function (rank) {
        var cell = document.createElement("span"), b = document.createElement("button");
        var r = document.createElement("span"), svg = suitIcon(suit, "card__suit");
        cell.setAttribute("role", "gridcell");
        b.type = "button";
        b.className = "card card--" + deck.deck + "-" + suit + " picker__card";
        b.dataset.card = rank + suit;
        b.tabIndex = -1;
        b.setAttribute("aria-label", deck.names[rank + suit]);
        b.setAttribute("aria-pressed", "false");
        r.className = "card__rank";
        r.setAttribute("aria-hidden", "true");
        r.textContent = deck.short[rank];
        b.append(r, svg);
        cell.appendChild(b);
        row.appendChild(cell);
        list.push(b);
      });
      grid.appendChild(row);
      rows.push(list);
    });
  }
  if (picker && cardFields.length) {
    build();
    buttons = [].concat.apply([], rows);
    buttons[0].tabIndex = 0;
    picker.addEventListener("click", function (e) {
      var b = e.target.closest("button[data-card]");
      if (b) { toggle(b); focusAt(rows.findIndex(function (r) { return r.indexOf(b) >= 0; }), rows.find(function (r) { return r.indexOf(b) >= 0; }).indexOf(b)); }
    });
    picker.addEventListener("keydown", function (e) {
      var b = e.target.closest("button[data-card]");
      if (!b) return;
      var r = rows.findIndex(function (row) { return row.indexOf(b) >= 0; }), i = rows[r].indexOf(b);
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {  // the card seen above or below
        e.preventDefault();
        var next = vertical(b, e.key === "ArrowDown" ? 1 : -1);
        if (next) focusAt(rows.findIndex(function (row) { return row.indexOf(next) >= 0; }), rows.find(function (row) { return row.indexOf(next) >= 0; }).indexOf(next));
        return;
      }
      var moves = { ArrowRight: [r, i + 1], ArrowLeft: [r, i - 1],
                    Home: [e.ctrlKey ? 0 : r, 0], End: [e.ctrlKey ? rows.length - 1 : r, 99] };
      if (moves[e.key]) { e.preventDefault(); focusAt(moves[e.key][0], moves[e.key][1]); }
    });
    picker.addEventListener("change", syncPicker);
    // typing: while a typed field (or a list) has the focus the picker stops being sticky, so the
    // field, its hint and the phone's keyboard share the screen; a tap in the picker brings it back
    form.addEventListener("focusin", function (e) {
      var t = e.target;
      if (picker.contains(t)) form.classList.remove("is-typing");
      else if (t.matches('input[type="text"], select')) form.classList.add("is-typing");
    });
    picker.addEventListener("pointerdown", function () { form.classList.remove("is-typing"); });
    cardFields.forEach(function (f) {
      f.addEventListener("focus", function () {
        var r = $("pt-" + f.name);
        if (r) { r.checked = true; syncPicker(); }
      });
    });
    picker.hidden = false;
    $("picker-help").hidden = false;
    syncPicker();
  }
  cardFields.forEach(updateHint);

  // -- copy link -------------------------------------------------------------------------------
  var copy = $("copy-link"), link = $("permalink"), copied = $("copy-status");
  function selectLink() { link.focus(); link.select(); copied.textContent = copied.dataset.select; }
  copy.hidden = false;
  copy.addEventListener("click", function () {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(link.value).then(function () {
        copied.textContent = copied.dataset.copied;
      }, selectLink);
    } else {
      selectLink();
    }
  });
  last = query();
})();
