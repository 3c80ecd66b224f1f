using HttpLab.Studies.Clients;

namespace HttpLab.Studies.Tests.Clients;

/// <summary>
/// A test that needs <c>mono</c> on PATH, skipped (and so shown as skipped, not passed) on a machine without it.
/// </summary>
public sealed class MonoFactAttribute : FactAttribute
{
    public MonoFactAttribute()
    {
        if (!MonoIsOnPath)
        {
            Skip = "mono is not on PATH (on Debian: apt-get install mono-complete)";
        }
    }

    public static bool MonoIsOnPath
    {
        get
        {
            try
            {
                MonoLocator.Find("mono");
                return true;
            }
            catch (StudyFailedException)
            {
                return false;
            }
        }
    }
}
