#pragma once

namespace TestSupport {

/// Waits until no task of the global thread pool runs any more, letting the event loop
/// deliver what each finished one queued (a finished save may start the next): what a user
/// does before looking at a file the GUI writes on a worker.
void waitForWorkers();

} // namespace TestSupport
