// The header the kernel's own directory holds: nothing in it.
#pragma once
