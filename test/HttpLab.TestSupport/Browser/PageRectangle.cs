namespace HttpLab.TestSupport.Browser;

/// <summary>
/// A rectangle of the page in CSS pixels, measured from the top left corner of the document (not of the viewport).
/// </summary>
public readonly record struct PageRectangle(double X, double Y, double Width, double Height);
