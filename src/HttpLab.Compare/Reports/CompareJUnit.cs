using System.Xml.Linq;

namespace HttpLab.Compare.Reports;

/// <summary>
/// compare.junit.xml: one test case per compared case, a failure for each Slower one, so a CI system shows the
/// regressions as failed tests.
/// </summary>
public static class CompareJUnit
{
    public const string FileName = "compare.junit.xml";

    public static string Render(RunComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var failures = comparison.Cases.Count(@case => @case.Time.Verdict == Verdict.Slower);
        var suite = new XElement(
            "testsuite",
            new XAttribute("name", "httplab compare"),
            new XAttribute("tests", comparison.Cases.Count),
            new XAttribute("failures", failures),
            comparison.Cases.Select(TestCase));
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
}
