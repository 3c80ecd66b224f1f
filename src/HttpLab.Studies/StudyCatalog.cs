using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Json;

namespace HttpLab.Studies;

/// <summary>Every study HttpLab has, in the order <c>httplab run</c> runs them.</summary>
public static class StudyCatalog
{
    public static IReadOnlyList<IStudy> Create(StudyOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        return [new JsonStudy(options.JsonSizes), new CancellationStudy(options.Cancellation)];
    }

    public static IReadOnlyList<string> Names { get; } = Create(new StudyOptions()).Select(study => study.Name).ToArray();
}
