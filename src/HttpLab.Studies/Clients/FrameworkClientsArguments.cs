using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>The command line of HttpLab.Clients.Framework.exe, after mono's own first argument (the exe).</summary>
internal static class FrameworkClientsArguments
{
    public static IReadOnlyList<string> For(
        string executable, StudyContext context, IReadOnlyList<int> bodySizes, string outputPath, string artifacts) =>
    [
        executable,
        "--target", context.TargetUrl.ToString(),
        "--body-sizes", string.Join(',', bodySizes.Select(size => size.ToString(CultureInfo.InvariantCulture))),
        "--profile", Profile(context.Profile),
        "--out", outputPath,
        "--artifacts", artifacts,
    ];

    private static string Profile(StudyProfile profile) => profile switch
    {
        StudyProfile.Quick => "quick",
        StudyProfile.Smoke => "smoke",
        StudyProfile.Full => "full",
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, "Unknown profile."),
    };
}
