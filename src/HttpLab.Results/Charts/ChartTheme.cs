namespace HttpLab.Results.Charts;

/// <summary>Colours, fonts and spacing of every HttpLab chart, in one place so all charts look alike.</summary>
internal static class ChartTheme
{
    public const string Bar = "#4c78a8";
    public const string BaselineBar = "#f58518";
    public const string Stripe = "#f6f8fa";

    /// <summary>
    /// Line colours, one per case in suite order: Tableau 10 (Vega's "tableau10", which <see cref="Bar"/> and
    /// <see cref="BaselineBar"/> come from), yellow last because it is the faintest on white.
    /// </summary>
    public static readonly IReadOnlyList<string> Series =
        ["#4c78a8", "#f58518", "#54a24b", "#e45756", "#b279a2", "#72b7b2", "#9d755d", "#ff9da6", "#79706e", "#eeca3b"];

    /// <summary>Dash patterns for when cases outnumber <see cref="Series"/>: the second round is dashed, the third dotted.</summary>
    public static readonly IReadOnlyList<string?> SeriesDashes = [null, "7 4", "2 3"];

    public const double Margin = 24;
    public const double PlotWidth = 380;
    public const double PanelGap = 40;
    public const double RowPitch = 24;
    public const double BarHeight = 15;
    public const double LabelGap = 10;

    public const double TitleSize = 18;
    public const double LabelSize = 12;
    public const double SmallSize = 11;

    /// <summary>Text styles by class; fills of bars stay attributes so the chart survives a viewer that ignores CSS.</summary>
    public const string Stylesheet =
        """
        text { font-family: 'Segoe UI', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif; fill: #24292f; }
        .title { font-size: 18px; font-weight: 600; }
        .subtitle { font-size: 12px; fill: #57606a; }
        .incomplete { font-size: 12px; font-weight: 600; fill: #cf222e; }
        .legend { font-size: 11px; fill: #57606a; }
        .group { font-size: 14px; font-weight: 600; }
        .panel-title { font-size: 12px; font-weight: 600; }
        .case-label { font-size: 12px; }
        .case-label.baseline { font-weight: 600; }
        .warn { font-size: 12px; fill: #bf8700; }
        .tick { font-size: 11px; fill: #57606a; }
        .value { font-size: 11px; }
        .missing { font-size: 11px; font-style: italic; fill: #8c959f; }
        .grid { stroke: #d8dee4; stroke-width: 1; }
        .axis { stroke: #8c959f; stroke-width: 1; }
        .whisker { stroke: #24292f; stroke-width: 1.2; }
        .series { font-size: 12px; }
        .axis-title { font-size: 11px; fill: #57606a; }
        .grid-minor { stroke: #eef1f4; stroke-width: 1; }

        """;
}
