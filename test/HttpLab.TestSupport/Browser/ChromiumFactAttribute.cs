using Xunit;

namespace HttpLab.TestSupport.Browser;

/// <summary>
/// A test that needs Chromium on PATH, skipped (and so shown as skipped, not passed) on a machine without it.
/// </summary>
public sealed class ChromiumFactAttribute : FactAttribute
{
    public ChromiumFactAttribute()
    {
        if (!HeadlessBrowser.IsAvailable)
        {
            Skip = ChromiumProcess.NotOnPath;
        }
    }
}
