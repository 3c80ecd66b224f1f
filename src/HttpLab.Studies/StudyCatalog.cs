using HttpLab.Studies.Async;
using HttpLab.Studies.Cancellation;
using HttpLab.Studies.Clients;
using HttpLab.Studies.Json;
using HttpLab.Studies.Load;

namespace HttpLab.Studies;

/// <summary>
/// Every study HttpLab has, in the order <c>httplab run</c> runs them. Clients comes last: its new-client-per-request
/// case leaves thousands of sockets in TIME_WAIT, which a study after it would run beside; load, which opens hundreds
/// of connections of its own, runs just before it.
/// </summary>
public static class StudyCatalog
{
    public static IReadOnlyList<IStudy> Create(StudyOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        return
        [
            new JsonStudy(options.JsonSizes),
            new CancellationStudy(options.Cancellation),
            new AsyncStudy(options.Async),
            new LoadStudy(options.Load),
            new ClientsStudy(options.Clients),
        ];
    }

    public static IReadOnlyList<string> Names { get; } =
        Create(new StudyOptions()).Select(study => study.Name).ToArray();
}
