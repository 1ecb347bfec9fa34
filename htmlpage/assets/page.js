// Sorting for every table.sortable: click (or Enter on) a header to sort
// by that column, again to reverse. Each cell's data-v holds the value to
// sort by (a number in numeric columns); an empty data-v (a failed or
// missing figure) always sorts last. The sort is stable, so sorting by one
// column and then another groups by the second and orders by the first.
(function () {
  "use strict";
  function key(row, i, numeric) {
    var cell = row.cells[i];
    if (!cell) return null;
    var v = cell.getAttribute("data-v");
    if (v === null || v === "") return null;
    if (!numeric) return v;
    var x = parseFloat(v);
    return isNaN(x) ? null : x;
  }
  function sortBy(table, th, i) {
    var numeric = th.classList.contains("num");
    var dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
    var heads = table.tHead.rows[0].cells;
    for (var h = 0; h < heads.length; h++) heads[h].removeAttribute("aria-sort");
    th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var keyed = rows.map(function (r, n) { return { r: r, k: key(r, i, numeric), n: n }; });
    keyed.sort(function (a, b) {
      if (a.k === null || b.k === null) {
        if (a.k === b.k) return a.n - b.n;
        return a.k === null ? 1 : -1;
      }
      var c = numeric ? a.k - b.k : String(a.k).localeCompare(String(b.k));
      return c !== 0 ? c * dir : a.n - b.n;
    });
    keyed.forEach(function (x) { body.appendChild(x.r); });
  }
  var tables = document.querySelectorAll("table.sortable");
  Array.prototype.forEach.call(tables, function (table) {
    var heads = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(heads, function (th, i) {
      th.tabIndex = 0;
      th.addEventListener("click", function () { sortBy(table, th, i); });
      th.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); sortBy(table, th, i); }
      });
    });
  });
})();

// The filter bar: each chip is a family or a label, pressed (shown) by
// default. A row about a codec (tr[data-family]) is hidden while its
// family's chip or any of its labels' chips is off. Hiding sets the row's
// hidden attribute only, so sorting moves hidden rows with the others and
// they come back in the table's current order.
(function () {
  "use strict";
  var bar = document.getElementById("filter");
  if (!bar) return;
  var chips = Array.prototype.slice.call(bar.querySelectorAll("button[data-kind]"));
  var status = bar.querySelector(".fstatus");
  var rows = document.querySelectorAll("tr[data-family]");
  function apply() {
    var off = { family: {}, label: {} };
    chips.forEach(function (c) {
      if (c.getAttribute("aria-pressed") === "false") off[c.getAttribute("data-kind")][c.getAttribute("data-key")] = true;
    });
    var all = {}, shown = {};
    Array.prototype.forEach.call(rows, function (r) {
      var hide = off.family[r.getAttribute("data-family")] === true;
      var labels = (r.getAttribute("data-labels") || "").split(" ");
      for (var i = 0; !hide && i < labels.length; i++) {
        if (labels[i] !== "" && off.label[labels[i]] === true) hide = true;
      }
      r.hidden = hide;
      var codec = r.getAttribute("data-codec");
      all[codec] = true;
      if (!hide) shown[codec] = true;
    });
    var n = Object.keys(all).length, k = Object.keys(shown).length;
    status.textContent = k === n ? "all " + n + " codecs shown" : k + " of " + n + " codecs shown";
  }
  chips.forEach(function (c) {
    c.addEventListener("click", function () {
      c.setAttribute("aria-pressed", c.getAttribute("aria-pressed") === "false" ? "true" : "false");
      apply();
    });
  });
  bar.querySelector(".freset").addEventListener("click", function () {
    chips.forEach(function (c) { c.setAttribute("aria-pressed", "true"); });
    apply();
  });
  bar.hidden = false;
  apply();
})();
