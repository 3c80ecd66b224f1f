using System.Globalization;

namespace HttpLab.Results.Tests.Support;

/// <summary>
/// Runs a test under another culture and puts the old one back, so output must not depend on the machine's.
/// </summary>
internal sealed class CultureScope : IDisposable
{
    private readonly CultureInfo culture = CultureInfo.CurrentCulture;
    private readonly CultureInfo uiCulture = CultureInfo.CurrentUICulture;

    public CultureScope(string name)
    {
        var target = CultureInfo.GetCultureInfo(name);
        CultureInfo.CurrentCulture = target;
        CultureInfo.CurrentUICulture = target;
    }

    public void Dispose()
    {
        CultureInfo.CurrentCulture = culture;
        CultureInfo.CurrentUICulture = uiCulture;
    }
}
