namespace HttpLab.Studies;

/// <summary>
/// The order a study measures its cases in. The report always lists them as declared; reversing the order shows
/// whether a case's numbers depend on when it ran (machine drift, JIT and thread-pool state left by earlier cases).
/// </summary>
public enum CaseOrder
{
    Declared,
    Reversed,
}
