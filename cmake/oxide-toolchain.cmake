# oxide-toolchain.cmake: oxide for an existing CUDA project, changing nothing
# but the configure line:
#
#   cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=<prefix>/share/oxide/oxide-toolchain.cmake
#
# Every .cu the project compiles with nvcc goes through oxide-cuda-launcher:
# files with oxide attributes are checked and rewritten before nvcc sees them,
# the others pass through unchanged. A launcher the project already sets
# (-DCMAKE_CUDA_COMPILER_LAUNCHER=ccache) runs after oxide's, so ccache
# caches the rewritten file. Include <oxide/oxide.cuh> in the kernels that use
# oxide; the launcher adds its include path.
get_filename_component(OXIDE_PREFIX "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
set(_oxide_launcher "${OXIDE_PREFIX}/bin/oxide-cuda-launcher")
if(NOT EXISTS "${_oxide_launcher}")
  message(FATAL_ERROR "oxide-toolchain.cmake: ${_oxide_launcher} is missing; is oxide installed in ${OXIDE_PREFIX}?")
endif()
if(NOT "${CMAKE_CUDA_COMPILER_LAUNCHER}" MATCHES "oxide-cuda-launcher")
  set(_oxide_launchers "${_oxide_launcher}" ${CMAKE_CUDA_COMPILER_LAUNCHER})
  set(CMAKE_CUDA_COMPILER_LAUNCHER "${_oxide_launchers}"
      CACHE STRING "oxide-cuda-launcher first, then the project's own" FORCE)
endif()
