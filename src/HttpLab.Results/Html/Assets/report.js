// HttpLab's report: sortable tables, tooltips on the SVG bar charts, and the line charts drawn with uPlot from the
// JSON each chart carries. Everything the page needs is inlined; nothing is fetched.
(function () {
  "use strict";

  var palette = ["#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#8c8c8c",
    "#ccb974", "#64b5cd"];
  var tooltip = document.getElementById("tooltip");

  function number(value, digits) {
    if (value === null || value === undefined || !isFinite(value)) { return "–"; }
    var magnitude = Math.abs(value);
    var places = digits !== undefined ? digits : magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    return value.toLocaleString("en-US", { minimumFractionDigits: places, maximumFractionDigits: places });
  }

  // Tables: a click on a sortable header sorts by the cells' data-sort (numbers) or their text.
  function sortTable(header) {
    var table = header.closest("table");
    var index = Array.prototype.indexOf.call(header.parentNode.children, header);
    var ascending = header.getAttribute("aria-sort") !== "ascending";
    table.querySelectorAll("th").forEach(function (th) { th.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var left = a.cells[index], right = b.cells[index];
      var x = left.dataset.sort, y = right.dataset.sort;
      var result;
      if (x !== undefined && y !== undefined) {
        result = (x === "" ? Infinity : Number(x)) - (y === "" ? Infinity : Number(y));
      } else {
        result = left.textContent.localeCompare(right.textContent, "en", { numeric: true });
      }
      return ascending ? result : -result;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  }

  document.querySelectorAll("th.sortable").forEach(function (header) {
    header.tabIndex = 0;
    header.addEventListener("click", function () { sortTable(header); });
    header.addEventListener("keydown", function (event) {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sortTable(header); }
    });
  });

  // Bar charts (SVG): hovering a mark shows its value with its interval.
  function showTip(text, x, y) {
    tooltip.textContent = text;
    tooltip.style.display = "block";
    var left = Math.min(x + 12, window.innerWidth - tooltip.offsetWidth - 4);
    tooltip.style.left = Math.max(4, left) + "px";
    tooltip.style.top = Math.max(4, y - tooltip.offsetHeight - 8) + "px";
  }

  function hideTip() { tooltip.style.display = "none"; }

  document.querySelectorAll("svg .mark").forEach(function (mark) {
    mark.addEventListener("mousemove", function (event) {
      mark.classList.add("active");
      showTip(mark.dataset.tip, event.clientX, event.clientY);
    });
    mark.addEventListener("mouseleave", function () { mark.classList.remove("active"); hideTip(); });
  });

  document.querySelectorAll(".chart.bars").forEach(function (chart) {
    chart.dataset.drawn = String(chart.querySelectorAll("svg .mark .bar").length);
  });

  // Line charts (uPlot): spectra on HdrHistogram's 1/(1 - p) axis, cumulative distributions, latency over time.
  function percentileOfX(x) { return 100 * (1 - 1 / x); }

  function percentileText(percentile) {
    var digits = percentile >= 99 && percentile < 100
      ? Math.min(5, Math.max(1, Math.ceil(-Math.log10(100 - percentile)) + 1))
      : 1;
    var text = percentile.toFixed(digits);
    return text.replace(/\.?0+$/, "") + "%";
  }

  // Ticks at 0%, 50%, 90%, 99%, 99.9%...: where 1/(1 - p) is 1, 2 and the powers of ten.
  function percentileSplits(u, axisIndex, min, max) {
    var splits = [1, 2];
    for (var x = 10; x <= max * 1.0001; x *= 10) { splits.push(x); }
    return splits.filter(function (x) { return x >= min * 0.9999; });
  }

  function aligned(series) {
    var xs = [];
    series.forEach(function (line) { xs = xs.concat(line.x); });
    xs = Array.from(new Set(xs)).sort(function (a, b) { return a - b; });
    var position = new Map(xs.map(function (x, index) { return [x, index]; }));
    var data = [xs];
    series.forEach(function (line) {
      var ys = new Array(xs.length).fill(null);
      line.x.forEach(function (x, index) { ys[position.get(x)] = line.y[index]; });
      data.push(ys);
    });
    return data;
  }

  function chartOptions(spec, width) {
    var spectrum = spec.kind === "spectrum";
    var cdf = spec.kind === "cdf";
    var capacity = spec.kind === "capacity";
    var xValue = spectrum
      ? function (u, x) { return x === null ? "–" : percentileText(percentileOfX(x)); }
      : cdf ? function (u, x) { return x === null ? "–" : number(x) + " " + spec.unit; }
        : capacity ? function (u, x) { return x === null ? "–" : number(x, 0) + " req/s"; }
          : function (u, x) { return x === null ? "–" : number(x, 0) + " s"; };
    var yValue = cdf
      ? function (u, y) { return y === null ? "–" : number(y, 2) + "%"; }
      : function (u, y) { return y === null ? "–" : number(y) + " " + spec.unit; };
    return {
      width: width,
      height: Math.max(220, Math.min(340, Math.round(width * 0.5))),
      scales: {
        x: { time: false, distr: spectrum ? 3 : 1 },
        y: { distr: spec.logY ? 3 : 1, range: cdf ? [0, 100] : undefined },
      },
      axes: [
        {
          label: spec.xLabel,
          splits: spectrum ? percentileSplits : undefined,
          // uPlot's own filter for log axes blanks the ticks that are not powers of ten: keep every split.
          filter: spectrum ? function (u, splits) { return splits; } : undefined,
          values: spectrum
            ? function (u, ticks) {
              return ticks.map(function (x) { return x === null ? "" : percentileText(percentileOfX(x)); });
            }
            : undefined,
        },
        { label: spec.yLabel, size: 64 },
      ],
      series: [{ label: spec.xName, value: xValue }].concat(spec.series.map(function (line, index) {
        return {
          label: line.label,
          stroke: palette[index % palette.length],
          width: 1.5,
          dash: line.dashed ? [6, 4] : undefined,
          spanGaps: true,
          points: { show: capacity && !line.dashed },
          value: yValue,
        };
      })),
      cursor: { drag: { x: true, y: false } },
      legend: { live: true },
      hooks: {
        draw: [function (u) {
          var drawn = 0;
          for (var index = 1; index < u.data.length; index++) {
            if (u.series[index].show) {
              drawn += u.data[index].filter(function (value) { return value !== null; }).length;
            }
          }
          u.root.closest(".chart").dataset.drawn = String(drawn);
        }],
      },
    };
  }

  var lineCharts = [];
  document.querySelectorAll(".chart.lines").forEach(function (chart) {
    var spec = JSON.parse(chart.querySelector("script[type='application/json']").textContent);
    var holder = chart.querySelector(".plot");
    if (typeof uPlot === "undefined") {
      holder.textContent = "The chart library did not load.";
      return;
    }
    var plot = new uPlot(chartOptions(spec, Math.max(280, holder.clientWidth)), aligned(spec.series), holder);
    lineCharts.push({ plot: plot, holder: holder });
  });

  function resize() {
    lineCharts.forEach(function (chart) {
      var width = Math.max(280, chart.holder.clientWidth);
      chart.plot.setSize({ width: width, height: Math.max(220, Math.min(340, Math.round(width * 0.5))) });
    });
  }

  var pending;
  window.addEventListener("resize", function () {
    clearTimeout(pending);
    pending = setTimeout(resize, 100);
  });
  // A printed report shows everything: folded notes, distribution tables and timelines open for the page's print.
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details:not([open])").forEach(function (details) {
      details.open = true;
      details.dataset.openedForPrint = "";
    });
    resize();
  });
  window.addEventListener("afterprint", function () {
    document.querySelectorAll("details[data-opened-for-print]").forEach(function (details) {
      details.open = false;
      delete details.dataset.openedForPrint;
    });
    resize();
  });
  document.querySelectorAll("details").forEach(function (details) {
    details.addEventListener("toggle", resize);
  });

  // How long the page took from navigation to every chart drawn, for whoever measures the report itself.
  document.documentElement.dataset.renderedMs = String(Math.round(performance.now()));
})();
