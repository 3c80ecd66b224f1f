using System.Globalization;

namespace HttpLab.Studies.Clients;

/// <summary>
/// Counts TCP connections in TIME_WAIT from Linux's <c>/proc/net/tcp</c> tables. Every connection a client closes
/// first waits there about a minute, holding its local port, which is the hidden cost of a new HttpClient per request.
/// </summary>
internal static class TimeWaitCounter
{
    private const string TimeWaitState = "06";
    private static readonly string[] Tables = ["/proc/net/tcp", "/proc/net/tcp6"];

    /// <summary>
    /// TIME_WAIT connections with either end on one of <paramref name="ports"/>; null where the tables cannot be read.
    /// </summary>
    public static int? Count(IReadOnlyCollection<int> ports)
    {
        try
        {
            return OperatingSystem.IsLinux()
                ? Tables.Where(File.Exists).Sum(table => CountIn(File.ReadAllText(table), ports))
                : null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>
    /// The size of the ephemeral port range new connections take their local port from; null where unknown.
    /// </summary>
    public static int? EphemeralPorts()
    {
        try
        {
            var range = OperatingSystem.IsLinux()
                ? File.ReadAllText("/proc/sys/net/ipv4/ip_local_port_range")
                    .Split((char[]?)null, StringSplitOptions.RemoveEmptyEntries)
                : [];
            return range.Length == 2
                ? int.Parse(range[1], CultureInfo.InvariantCulture)
                    - int.Parse(range[0], CultureInfo.InvariantCulture)
                    + 1
                : null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or FormatException)
        {
            return null;
        }
    }

    /// <summary>
    /// Counts the rows of one table ("sl local_address rem_address st ...", addresses as HEXIP:HEXPORT) in TIME_WAIT.
    /// </summary>
    internal static int CountIn(string table, IReadOnlyCollection<int> ports)
    {
        var count = 0;
        foreach (var line in table.Split('\n').Skip(1))
        {
            var fields = line.Split(' ', StringSplitOptions.RemoveEmptyEntries);
            if (fields.Length > 3
                && fields[3] == TimeWaitState
                && (ports.Contains(Port(fields[1])) || ports.Contains(Port(fields[2]))))
            {
                count++;
            }
        }

        return count;
    }

    private static int Port(string address)
    {
        var colon = address.LastIndexOf(':');
        return colon >= 0
            && int.TryParse(
                address.AsSpan(colon + 1), NumberStyles.HexNumber, CultureInfo.InvariantCulture, out var port)
            ? port
            : -1;
    }
}
