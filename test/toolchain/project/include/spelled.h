// A project's own macro for the attribute.
#pragma once
#define PROJECT_KERNEL [[oxide::kernel]]
