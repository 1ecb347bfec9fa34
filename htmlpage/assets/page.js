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
