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

// The calculator (report.html): for the chosen data and direction, each
// codec's messages per second = min(CPU-bound rate, link-bound rate), for
// the message sent raw and compressed with zstd, whichever gives more. The
// CPU-bound rate is cores ÷ (time per op ÷ efficiency + zstd time) with
// the efficiency the parallel pass measured, interpolated between the
// goroutine counts it ran and held at its last value beyond them; without
// a parallel pass, scaling is taken as linear and the row says so. The
// figures come from the page's embedded JSON; nothing is fetched.
(function () {
  "use strict";
  function fmtRate(x) {
    if (!isFinite(x)) return "–";
    var units = [[1e9, " G"], [1e6, " M"], [1e3, " k"]];
    for (var i = 0; i < units.length; i++) {
      if (x >= units[i][0]) return (x / units[i][0]).toPrecision(3) + units[i][1];
    }
    return x.toPrecision(3);
  }
  function fmtBytes(x) {
    if (x >= 1e6) return (x / 1e6).toPrecision(3) + " MB";
    if (x >= 1e3) return (x / 1e3).toPrecision(3) + " kB";
    return Math.round(x) + " B";
  }
  // efficiency at k cores from the measured goroutine counts.
  function efficiency(eff, k) {
    var gs = Object.keys(eff || {}).map(Number).filter(function (g) { return isFinite(eff[g]); }).sort(function (a, b) { return a - b; });
    if (k <= 1) return { e: 1, note: "" };
    if (gs.length < 2) return { e: 1, note: "scaling not measured: taken as linear" };
    var last = gs[gs.length - 1];
    if (k >= last) {
      return { e: eff[last], note: k > last ? "beyond " + last + " goroutines: efficiency at " + last + " assumed" : "" };
    }
    for (var i = 1; i < gs.length; i++) {
      if (k <= gs[i]) {
        var a = gs[i - 1], b = gs[i], t = (k - a) / (b - a);
        return { e: eff[a] + t * (eff[b] - eff[a]), note: Number.isInteger(k) ? "" : "efficiency interpolated" };
      }
    }
    return { e: eff[last], note: "" };
  }
  function compute(set, op, mbps, cores) {
    var bw = mbps * 1e6 / 8; // bytes per second
    var rows = [];
    set.codecs.forEach(function (c) {
      var o = c.ops[op];
      if (!o || !(o.ns > 0)) return;
      var ef = efficiency(o.eff, cores);
      var opts = [{ as: "raw", bytes: c.bytes, extra: 0 }];
      if (c.zstd > 0 && o.zstd_ns > 0) opts.push({ as: "zstd", bytes: c.zstd, extra: o.zstd_ns });
      var best = null;
      opts.forEach(function (x) {
        var cpu = cores * 1e9 / (o.ns / ef.e + x.extra) * c.units;
        var link = x.bytes > 0 ? bw / x.bytes * c.units : Infinity;
        var r = { codec: c.codec, family: c.family, as: x.as, bytes: x.bytes, cpu: cpu, link: link, rate: Math.min(cpu, link),
          limit: cpu <= link ? "CPU" : "link", note: ef.note, apart: c.baseline ? "floor" : (o.view ? "view" : "") };
        if (best === null || r.rate > best.rate) best = r;
      });
      rows.push(best);
    });
    rows.sort(function (a, b) {
      if ((a.apart !== "") !== (b.apart !== "")) return a.apart !== "" ? 1 : -1;
      return b.rate - a.rate || (a.codec < b.codec ? -1 : a.codec > b.codec ? 1 : 0);
    });
    return rows;
  }
  function cell(tr, text, cls) {
    var td = document.createElement("td");
    td.textContent = text;
    if (cls) td.className = cls;
    tr.appendChild(td);
    return td;
  }
  Array.prototype.forEach.call(document.querySelectorAll(".calc"), function (root) {
    var data;
    try {
      data = JSON.parse(root.querySelector("script.calc-data").textContent);
    } catch (e) {
      return;
    }
    var form = root.querySelector("form");
    var body = root.querySelector("tbody");
    var bars = root.querySelector(".calc-bars");
    var summary = root.querySelector(".calc-summary");
    var rateHead = root.querySelector("thead th:nth-child(8)");
    root.querySelector(".calc-noscript").hidden = true;
    root.classList.add("live");
    function update() {
      var set = data.sets[Number(form.elements.set.value)];
      var op = form.elements.op.value;
      var mbps = parseFloat(form.elements.mbps.value), cores = parseFloat(form.elements.cores.value);
      body.textContent = "";
      bars.textContent = "";
      if (!set || !(mbps > 0) || !(cores > 0)) {
        summary.textContent = "Enter a bandwidth and a CPU budget above zero.";
        return;
      }
      var unit = set.unit || "msg";
      rateHead.textContent = unit + "/s";
      var rows = compute(set, op, mbps, cores);
      var top = 0;
      rows.forEach(function (r) { if (r.apart === "" && r.rate > top) top = r.rate; });
      var rank = 0;
      rows.forEach(function (r) {
        var tr = document.createElement("tr");
        tr.setAttribute("data-codec", r.codec);
        cell(tr, r.apart === "" ? String(++rank) : r.apart, "num");
        cell(tr, r.codec, "mono");
        cell(tr, r.family);
        cell(tr, r.as);
        cell(tr, fmtBytes(r.bytes), "num");
        cell(tr, fmtRate(r.cpu), "num" + (r.limit === "CPU" ? " limit" : ""));
        cell(tr, fmtRate(r.link), "num" + (r.limit === "link" ? " limit" : ""));
        cell(tr, fmtRate(r.rate), "num");
        cell(tr, r.limit);
        cell(tr, r.note, "wrap");
        body.appendChild(tr);
        if (r.apart !== "") return;
        var row = document.createElement("div");
        row.className = "calc-bar " + (r.limit === "CPU" ? "cpu" : "link");
        var name = document.createElement("span");
        name.className = "calc-name mono";
        name.textContent = r.codec;
        var track = document.createElement("span");
        track.className = "calc-track";
        var fill = document.createElement("span");
        fill.style.width = (top > 0 ? 100 * r.rate / top : 0).toFixed(1) + "%";
        track.appendChild(fill);
        var val = document.createElement("span");
        val.className = "calc-val";
        val.textContent = fmtRate(r.rate) + " " + unit + "/s · " + r.as + " · " + r.limit;
        row.appendChild(name);
        row.appendChild(track);
        row.appendChild(val);
        bars.appendChild(row);
      });
      var first = rows.filter(function (r) { return r.apart === ""; })[0];
      summary.textContent = first ? "At " + mbps + " Mbit/s and " + cores + " core" + (cores === 1 ? "" : "s") + ", " + first.codec +
        " " + (op === "encode" ? "sends" : "receives") + " the most: " + fmtRate(first.rate) + " " + unit + "/s, " + first.as +
        ", limited by the " + first.limit + "." : "No codec has figures for this choice.";
    }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    update();
  });
})();
