namespace HttpLab.Studies;

/// <summary>What every study is given: where the target is, how precise to be and where to report.</summary>
public sealed record StudyContext(Uri TargetUrl, StudyProfile Profile, string ArtifactsPath, IProgress<StudyProgress> Progress);
