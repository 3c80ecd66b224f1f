using System.Runtime.CompilerServices;
using HttpLab.Load.Execution;

namespace HttpLab.Load.Tests.Execution;

[RunsApart]
public sealed class ProcessReadingTests
{
    [Fact]
    public void Now_AfterTheJitCompiledAMethod_ItsJitTimeGrew()
    {
        var before = ProcessReading.Now();

        // A method nothing else calls: preparing it makes the JIT compile it now, once in this process.
        RuntimeHelpers.PrepareMethod(typeof(ProcessReadingTests).GetMethod(nameof(CompiledOnlyHere))!.MethodHandle);
        var after = ProcessReading.Now();

        Assert.True(after.JitTime > before.JitTime, $"JIT time {before.JitTime} then {after.JitTime}");
        Assert.True(after.Cpu >= before.Cpu);
    }

    public static int CompiledOnlyHere(int value) => (value * 31) ^ (value >> 3);
}
