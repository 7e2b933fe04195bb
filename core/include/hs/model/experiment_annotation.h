#pragma once
// Writing a model's experiment settings back into its Modelica text: the class annotation
// `annotation(experiment(StartTime = ..., StopTime = ..., Interval = ..., Tolerance = ...))`
// is updated in place (other arguments of experiment(...) and of the annotation are
// kept), added to an existing class annotation, or inserted before the model's
// `end Name;`. The IDE's "save the settings in the model" for `.mo` files. Pure functions.

#include <optional>
#include <string>

namespace hs {

struct ExperimentValues {
    std::optional<double> startTime, stopTime, interval, tolerance;
};

// The text with its experiment annotation set to `values` (unset values are removed from
// it). Returns false (text unchanged) when the text has no `end Name;` to write before.
bool setExperimentAnnotation(std::string& text, const ExperimentValues& values);

}  // namespace hs
