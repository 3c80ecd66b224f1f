using Microsoft.Extensions.Hosting;

namespace HttpLab.Target.Hosting;

/// <summary>
/// Replaces the console lifetime, which would take Ctrl+C and SIGTERM away from the CLI or test host that owns
/// the process: an in-process target would otherwise stop on Ctrl+C while the study carried on.
/// </summary>
internal sealed class OwnerManagedLifetime : IHostLifetime
{
    public Task WaitForStartAsync(CancellationToken cancellationToken) => Task.CompletedTask;

    public Task StopAsync(CancellationToken cancellationToken) => Task.CompletedTask;
}
