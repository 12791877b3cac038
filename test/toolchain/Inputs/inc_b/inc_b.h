#pragma once
#define INC_B 2
