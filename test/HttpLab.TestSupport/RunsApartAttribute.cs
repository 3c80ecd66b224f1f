using System.Reflection;
using Xunit.Sdk;

namespace HttpLab.TestSupport;

/// <summary>
/// Runs the tests it marks (a test, a class, a collection definition or an assembly) apart from the marked tests of
/// every other HttpLab test process on this machine: load runs and BenchmarkDotNet runs measure time, and each is the
/// other's noise when <c>dotnet test HttpLab.slnx</c> runs the test assemblies side by side. Unmarked tests still run
/// beside them.
/// </summary>
[AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Method)]
public sealed class RunsApartAttribute : BeforeAfterTestAttribute
{
    public override void Before(MethodInfo methodUnderTest) => MachineWideTurn.Take(Name(methodUnderTest));

    public override void After(MethodInfo methodUnderTest) => MachineWideTurn.Give(Name(methodUnderTest));

    private static string Name(MethodInfo method) => $"{method.DeclaringType?.Name}.{method.Name}";
}
