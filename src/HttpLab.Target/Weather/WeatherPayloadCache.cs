using System.Collections.Concurrent;
using Microsoft.Extensions.Logging;

namespace HttpLab.Target.Weather;

/// <summary>
/// Payloads by size, built once so a study measures the client and not the server's serializer. Bounded by
/// total bytes: a payload that would pass the bound is still served, just rebuilt for every request.
/// </summary>
internal sealed class WeatherPayloadCache(long capacityBytes, ILogger logger)
{
    /// <summary>Room for every size a study asks for, up to the largest (~80 MB) several times over.</summary>
    public const long DefaultCapacityBytes = 512L * 1024 * 1024;

    private readonly ConcurrentDictionary<int, Lazy<WeatherPayload>> _entries = new();
    private long _cachedBytes;

    /// <summary>How many sizes are cached.</summary>
    public int Count => _entries.Count;

    /// <summary>The bytes of all cached payloads.</summary>
    public long CachedBytes => Interlocked.Read(ref _cachedBytes);

    public WeatherPayload Get(int size)
    {
        if (_entries.TryGetValue(size, out var cached))
        {
            return cached.Value;
        }

        if (CachedBytes >= capacityBytes)
        {
            return Uncached(size, WeatherPayload.Create(size));
        }

        // Lazy makes concurrent first requests for one size wait for a single build instead of each building.
        Lazy<WeatherPayload>? entry = null;
        entry = new Lazy<WeatherPayload>(() => Admit(size, entry!), LazyThreadSafetyMode.ExecutionAndPublication);
        return _entries.GetOrAdd(size, entry).Value;
    }

    private WeatherPayload Admit(int size, Lazy<WeatherPayload> entry)
    {
        WeatherPayload payload;
        try
        {
            payload = WeatherPayload.Create(size);
        }
        catch
        {
            // Lazy would keep the exception for every later request; let the next one try again.
            _entries.TryRemove(KeyValuePair.Create(size, entry));
            throw;
        }

        var total = Interlocked.Add(ref _cachedBytes, payload.Body.Length);
        if (total > capacityBytes)
        {
            // Requests already waiting on this entry still get the payload; later ones build their own.
            Interlocked.Add(ref _cachedBytes, -payload.Body.Length);
            _entries.TryRemove(KeyValuePair.Create(size, entry));
            return Uncached(size, payload);
        }

        TargetLog.WeatherPayloadCached(logger, size, payload.Body.Length, total);
        return payload;
    }

    private WeatherPayload Uncached(int size, WeatherPayload payload)
    {
        TargetLog.WeatherPayloadNotCached(logger, size, payload.Body.Length, CachedBytes, capacityBytes);
        return payload;
    }
}
