using System.Xml.Linq;

namespace HttpLab.Compare.Reports;

/// <summary>
/// compare.junit.xml: one test case per compared micro-benchmark case and per statistic of each compared distribution
/// ("headers [mechanism=cancelAfter] overshootUs p99"), a failure for each Slower one, so a CI system shows the
/// regressions as failed tests.
/// </summary>
public static class CompareJUnit
{
    public const string FileName = "compare.junit.xml";

    public static string Render(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var tests = comparison.Cases
            .Select(TestCase)
            .Concat(comparison.Distributions.SelectMany(distribution =>
                distribution.Statistics.Select(statistic => TestCase(distribution, statistic))))
            .ToArray();
        var suite = new XElement(
            "testsuite",
            new XAttribute("name", "httplab compare"),
            new XAttribute("tests", tests.Length),
            new XAttribute("failures", tests.Count(test => test.Element("failure") is not null)),
            tests);
        var document = new XDocument(new XDeclaration("1.0", "utf-8", null), new XElement("testsuites", suite));
        return $"{document.Declaration}\n{document.Root}\n";
    }

    private static XElement TestCase(CaseComparison @case)
    {
        var test = new XElement(
            "testcase",
            new XAttribute("classname", @case.Suite),
            new XAttribute("name", @case.Case));
        if (@case.Time.Verdict == Verdict.Slower)
        {
            var message = $"Slower: median {CompareText.Nanoseconds(@case.Time.BaseMedianNs)} -> "
                + $"{CompareText.Nanoseconds(@case.Time.DiffMedianNs)} (ratio {CompareText.Ratio(@case.Time.Ratio)}, "
                + $"p {CompareText.PValue(@case.Time.PValue)})";
            test.Add(new XElement("failure", new XAttribute("message", message), message));
        }

        return test;
    }

    private static XElement TestCase(DistributionComparison distribution, StatisticComparison statistic)
    {
        var name = DistributionBootstrap.Name(statistic.Statistic);
        var test = new XElement(
            "testcase",
            new XAttribute("classname", distribution.Suite),
            new XAttribute("name", $"{distribution.Case} {distribution.Metric} {name}"));
        if (statistic.Verdict == Verdict.Slower)
        {
            var message = $"Slower: {distribution.Metric} {name} {CompareText.Microseconds(statistic.Base)} -> "
                + $"{CompareText.Microseconds(statistic.Diff)} (ratio {CompareText.Ratio(statistic.Ratio)}, "
                + $"95% interval {CompareText.Interval(statistic)})";
            test.Add(new XElement("failure", new XAttribute("message", message), message));
        }

        return test;
    }
}
