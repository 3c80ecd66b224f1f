using static System.FormattableString;

namespace HttpLab.Cli.ProgressLines;

/// <summary>A duration as a person says it in a log line: "4.2 s", "35 s", "1 min 10 s", "2 h 5 min".</summary>
internal static class DurationWords
{
    public static string Format(TimeSpan duration)
    {
        if (duration < TimeSpan.FromSeconds(9.95))
        {
            return Invariant($"{Math.Max(0, duration.TotalSeconds):0.0} s");
        }

        var seconds = (long)Math.Round(duration.TotalSeconds, MidpointRounding.AwayFromZero);
        if (seconds < 60)
        {
            return Invariant($"{seconds} s");
        }

        if (seconds < 3600)
        {
            return seconds % 60 == 0
                ? Invariant($"{seconds / 60} min")
                : Invariant($"{seconds / 60} min {seconds % 60} s");
        }

        var minutes = (long)Math.Round(duration.TotalMinutes, MidpointRounding.AwayFromZero);
        return minutes % 60 == 0
            ? Invariant($"{minutes / 60} h")
            : Invariant($"{minutes / 60} h {minutes % 60} min");
    }
}
