using System.Globalization;

namespace HttpLab.Results.Formatting;

/// <summary>Start times and run durations as a reader wants them: UTC, to the second, no culture.</summary>
internal static class RunTimes
{
    public static string Timestamp(DateTimeOffset time) =>
        time.UtcDateTime.ToString("yyyy-MM-dd HH:mm:ss 'UTC'", CultureInfo.InvariantCulture);

    public static string Duration(DateTimeOffset started, DateTimeOffset finished)
    {
        var duration = finished - started;
        if (duration < TimeSpan.Zero)
        {
            // A clock step during the run; printing a negative time would only confuse.
            return "unknown (the clock went backwards)";
        }

        return duration switch
        {
            { TotalMinutes: < 1 } => string.Create(CultureInfo.InvariantCulture, $"{duration.TotalSeconds:0.0} s"),
            { TotalHours: < 1 } =>
                string.Create(CultureInfo.InvariantCulture, $"{duration.Minutes} min {duration.Seconds:00} s"),
            _ => string.Create(
                CultureInfo.InvariantCulture,
                $"{(int)duration.TotalHours} h {duration.Minutes:00} min {duration.Seconds:00} s"),
        };
    }
}
